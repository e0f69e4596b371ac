import { renderToStaticMarkup } from 'react-dom/server';
import { EnhancedGpt } from './checklist.view.js';
import { NO_LANGUAGE_MODEL_REASON } from './use-language-model.js';

const noop = () => undefined;

describe("'Enhanced GPT' on the Diagnostic Checklist", () => {
  it('is off and says why in one line when the server has no language model', () => {
    const html = renderToStaticMarkup(<EnhancedGpt useGpt onUseGpt={noop} languageModel={false} />);
    expect(html).toMatch(/<input[^>]*disabled=""/);
    expect(html).not.toMatch(/<input[^>]*checked=""/);
    expect(html).toContain(NO_LANGUAGE_MODEL_REASON);
    expect(html).toContain('aria-describedby="dg-gpt-reason"');
    expect(NO_LANGUAGE_MODEL_REASON).toBe(
      'No language model is configured on this server, so the checklist uses its own rules.',
    );
  });

  it('can be ticked when a model is configured, or when the server does not say', () => {
    for (const languageModel of [true, null]) {
      const html = renderToStaticMarkup(<EnhancedGpt useGpt onUseGpt={noop} languageModel={languageModel} />);
      expect(html).not.toMatch(/disabled=""/);
      expect(html).toMatch(/<input[^>]*checked=""/);
      expect(html).not.toContain(NO_LANGUAGE_MODEL_REASON);
    }
  });
});
