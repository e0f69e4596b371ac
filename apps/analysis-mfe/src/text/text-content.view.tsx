import { parseText, type TextItem } from './text-blocks.logic.js';

function Items({ items }: { items: TextItem[] }) {
  // Consecutive bullets form one list.
  const groups: (TextItem | TextItem[])[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (item.kind === 'bullet' && Array.isArray(last)) last.push(item);
    else groups.push(item.kind === 'bullet' ? [item] : item);
  }
  return (
    <>
      {groups.map((g, i) =>
        Array.isArray(g) ? (
          <ul key={i} className="am-list">
            {g.map((b, j) => (
              <li key={j}>{b.text}</li>
            ))}
          </ul>
        ) : g.kind === 'field' ? (
          <p key={i} className="am-field-line">
            <span className="am-field-line__label">{g.label}:</span> {g.text}
          </p>
        ) : g.kind === 'heading' ? (
          <p key={i} className="am-subheading">
            {g.text}
          </p>
        ) : (
          <p key={i}>{g.text}</p>
        ),
      )}
    </>
  );
}

/**
 * A text field of an analysis, as titled blocks, bullets and labelled lines (JSON as labelled
 * sections). Everything is rendered as React text: markup in the value never becomes HTML.
 */
export function TextContent({ value }: { value: unknown }) {
  const parsed = parseText(value);
  if (parsed.format === 'empty') return <p className="lg-muted am-no-content">No content available</p>;
  return (
    <div className="am-text" data-format={parsed.format}>
      {parsed.blocks.map((block, i) => (
        <div key={i} className="am-text__block">
          {block.title && <h4 className="am-text__title">{block.title}</h4>}
          <Items items={block.items} />
        </div>
      ))}
    </div>
  );
}
