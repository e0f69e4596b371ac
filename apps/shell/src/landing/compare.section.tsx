const OLD_WAY = [
  'Buy a stale list, then call every name on it',
  'Google each restaurant to guess if it is a fit',
  'The same restaurant three times in your CRM',
  'One generic script for every owner',
];
const NEW_WAY = [
  'Search live restaurants by city, state and cuisine',
  'A fit score and decision for every lead',
  'Deduplication before anything reaches your CRM',
  'A pitch written for each restaurant from its own website',
];

function WayCard({ title, items, modifier }: { title: string; items: string[]; modifier: 'old' | 'new' }) {
  return (
    <div className={`lg-card landing-compare landing-compare--${modifier}`}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The old way of prospecting beside the product's way. */
export function CompareSection() {
  return (
    <section className="landing-section" aria-labelledby="compare-title">
      <h2 id="compare-title" className="landing-section__title">
        The old way versus the new way
      </h2>
      <div className="landing-grid landing-grid--2">
        <WayCard title="The old way" items={OLD_WAY} modifier="old" />
        <WayCard title="The new way" items={NEW_WAY} modifier="new" />
      </div>
    </section>
  );
}
