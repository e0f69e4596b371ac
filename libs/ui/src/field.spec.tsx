import { renderToStaticMarkup } from 'react-dom/server';
import { Field, TextField } from './field.js';

describe('Field', () => {
  it('ties the label to the control and adds the wrapper class', () => {
    const html = renderToStaticMarkup(
      <Field label="Company Size" className="account-grid__wide">
        {(control) => <select {...control} className="lg-input" />}
      </Field>,
    );
    const id = /<select id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toBe(
      `<div class="lg-field account-grid__wide"><label class="lg-label" for="${id}">Company Size</label><select id="${id}" class="lg-input"></select></div>`,
    );
  });

  it('describes the control by its hint and error and marks it invalid while the error shows', () => {
    const html = renderToStaticMarkup(
      <Field
        label="Password"
        id="pw"
        hint="At least 8"
        hintProps={{ className: 'hint' }}
        error="Too short"
        errorProps={{ 'data-testid': 'err' }}
      >
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(html).toContain('<input id="pw" aria-describedby="pw-hint pw-error" aria-invalid="true"/>');
    expect(html).toContain('<span class="hint" id="pw-hint">At least 8</span>');
    expect(html).toContain('<p data-testid="err" id="pw-error">Too short</p>');
  });
});

describe('TextField', () => {
  it('passes input props through beside lg-input and keeps the caller’s aria-describedby', () => {
    const html = renderToStaticMarkup(
      <TextField
        label="Email"
        id="em"
        fieldClassName="wide"
        className="extra"
        type="email"
        required
        placeholder="you@company.com"
        aria-describedby="outside"
        error="Bad email"
      />,
    );
    expect(html).toContain('<div class="lg-field wide"><label class="lg-label" for="em">Email</label>');
    expect(html).toContain(
      '<input type="email" required="" placeholder="you@company.com" aria-describedby="outside em-error" id="em" aria-invalid="true" class="lg-input extra"/>',
    );
  });

  it('lets the caller’s aria-invalid decide', () => {
    const html = renderToStaticMarkup(<TextField label="Code" aria-invalid={false} error="Wrong" />);
    expect(html).toContain('aria-invalid="false"');
  });
});
