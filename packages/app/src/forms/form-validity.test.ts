import { afterEach, describe, expect, it } from 'vitest';
import { isFormValid } from './form-validity.ts';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isFormValid (SPEC §5)', () => {
  it('is valid when every required field is filled and nothing is flagged', () => {
    expect(isFormValid(form('<input name="email" required value="ada@dealgrow.io"><textarea name="bio"></textarea>'))).toBe(true);
  });

  it('is invalid while a required field is empty or only blank', () => {
    expect(isFormValid(form('<input name="email" required value="">'))).toBe(false);
    expect(isFormValid(form('<input name="email" required value="   ">'))).toBe(false);
    expect(isFormValid(form('<select name="lang" required><option value="">—</option></select>'))).toBe(false);
    expect(isFormValid(form('<textarea name="bio" required></textarea>'))).toBe(false);
  });

  it('is invalid while a required checkbox is unticked', () => {
    expect(isFormValid(form('<input type="checkbox" name="terms" required>'))).toBe(false);
    expect(isFormValid(form('<input type="checkbox" name="terms" required checked>'))).toBe(true);
  });

  it('is invalid while any field is flagged aria-invalid, even an optional one', () => {
    expect(isFormValid(form('<input name="username" value="ada" aria-invalid="true">'))).toBe(false);
    expect(isFormValid(form('<input name="username" value="ada" aria-invalid="false">'))).toBe(true);
  });

  it('is invalid while an element in the form is marked isvalid=no', () => {
    expect(isFormValid(form('<fieldset isvalid="no"><input name="a" value="x"></fieldset>'))).toBe(false);
    expect(isFormValid(form('<fieldset isvalid="yes"><input name="a" value="x"></fieldset>'))).toBe(true);
  });

  it('ignores disabled fields', () => {
    expect(isFormValid(form('<input name="email" required disabled value="">'))).toBe(true);
  });

  it('follows the live value, not the initial attribute', () => {
    const element = form('<input name="email" required value="">');
    const input = element.querySelector('input') as HTMLInputElement;
    input.value = 'ada@dealgrow.io';
    expect(isFormValid(element)).toBe(true);
  });
});
