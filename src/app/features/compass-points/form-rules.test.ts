import { describe, expect, it } from 'vitest';
import { LIMITS, atLimit, canSave, enterSubmits, formFields, payloadValues, previewText } from './form-rules';

const attr = (
  attribute: 'name' | 'description' | 'overlay-details',
  show: boolean,
  required: boolean,
  inputType: 'text' | 'RichText' = 'text',
  labelI18nKey = '',
) => ({ attribute, show, required, inputType, labelI18nKey });
const values = (name: string, description = '', overlayDetails = '') => ({ name, description, overlayDetails });

describe('001 §5 compass point name: maximum 255; required (older form always, newer form by tenant setting)', () => {
  it('the older form shows all three and requires the name', () => {
    const f = formFields(false, [attr('name', true, false)]);
    expect(f.map((x) => [x.id, x.show, x.required, x.max])).toEqual([
      ['name', true, true, 255],
      ['description', true, false, 1300],
      ['overlayDetails', true, false, 500],
    ]);
  });
  it('the newer form follows the tenant setting', () => {
    const f = formFields(true, [
      attr('name', true, false),
      attr('description', true, true, 'RichText', 'x.desc'),
      attr('overlay-details', false, true),
    ]);
    expect(f[0].required).toBe(false);
    expect(f[1]).toMatchObject({ required: true, multiline: true, labelKey: 'x.desc' });
    // A hidden attribute is never required.
    expect(f[2]).toMatchObject({ show: false, required: false });
  });
  it('without settings the newer form falls back to the older one', () => {
    expect(formFields(true, null)[0].required).toBe(true);
  });
  it('limits are 255, 1300 and 500', () => {
    expect(LIMITS).toEqual({ name: 255, description: 1300, overlayDetails: 500 });
  });
});

describe('001 §5 Save is disabled while a required field is blank after trimming', () => {
  const fields = formFields(false, null);
  it('blocks a blank or whitespace-only name', () => {
    expect(canSave(fields, values(''))).toBe(false);
    expect(canSave(fields, values('   \n '))).toBe(false);
    expect(canSave(fields, values(' Scope '))).toBe(true);
  });
  it('blocks a value past its limit', () => {
    expect(canSave(fields, values('a'.repeat(255)))).toBe(true);
    expect(canSave(fields, values('a'.repeat(256)))).toBe(false);
    expect(canSave(fields, values('a', 'b'.repeat(1301)))).toBe(false);
    expect(canSave(fields, values('a', '', 'c'.repeat(501)))).toBe(false);
  });
  it('ignores a hidden required attribute', () => {
    const f = formFields(true, [attr('name', true, true), attr('description', false, true)]);
    expect(canSave(f, values('x'))).toBe(true);
  });
});

describe('001 §5 a limit hint shows at the limit', () => {
  it('shows at and past the limit only', () => {
    expect(atLimit('a'.repeat(254), 255)).toBe(false);
    expect(atLimit('a'.repeat(255), 255)).toBe(true);
  });
});

describe('001 §5 pressing Enter on a blank name does nothing', () => {
  it('submits only a non-blank name when Save is allowed', () => {
    expect(enterSubmits('  ', true)).toBe(false);
    expect(enterSubmits('Scope', true)).toBe(true);
    expect(enterSubmits('Scope', false)).toBe(false);
  });
});

describe('001 §4 the selected text is truncated to 255 characters with show more/less', () => {
  it('cuts long text unless expanded', () => {
    const long = 'x'.repeat(300);
    expect(previewText(long, false)).toEqual({ text: `${'x'.repeat(255)}…`, cut: true });
    expect(previewText(long, true)).toEqual({ text: long, cut: true });
    expect(previewText('short', false)).toEqual({ text: 'short', cut: false });
  });
});

describe('payload: trimmed values; a hidden attribute keeps its stored value', () => {
  it('trims and keeps', () => {
    const f = formFields(true, [
      attr('name', true, true),
      attr('description', true, false),
      attr('overlay-details', false, false),
    ]);
    expect(payloadValues(f, values(' Scope ', '  ', 'typed'), { overlayDetails: 'stored' })).toEqual({
      name: 'Scope',
      description: '',
      overlayDetails: 'stored',
    });
  });
});
