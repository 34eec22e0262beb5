import { describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focusFirstInvalid.ts';

describe('focusFirstInvalid', () => {
  it('scrolls to and focuses the first invalid field in document order', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input id="name" aria-invalid="false">
      <button type="button" id="province" aria-invalid="true">Province</button>
      <input id="card" aria-invalid="true">`;
    document.body.append(form);
    const province = form.querySelector<HTMLElement>('#province') as HTMLElement;
    const scrolled = vi.fn();
    province.scrollIntoView = scrolled;
    expect(focusFirstInvalid(form)).toBe(province);
    expect(document.activeElement).toBe(province);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    form.remove();
  });

  it('does nothing when every field is valid', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input aria-invalid="false">';
    document.body.append(form);
    expect(focusFirstInvalid(form)).toBeNull();
    expect(document.activeElement).toBe(document.body);
    form.remove();
  });
});
