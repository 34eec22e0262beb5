import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPageStarted, pageNotLoadedMessage } from './bootCheck.ts';
import { markPageStarted } from './pageStart.ts';

const placeholder =
  '<header><h1>Order Details</h1></header><main aria-busy="true"><p>Loading</p></main>';

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${placeholder}</div>`;
});
afterEach(() => {
  delete (window as { __pageStarted?: true }).__pageStarted;
  document.body.innerHTML = '';
});

describe('the boot check', () => {
  it('leaves a page whose script ran alone', () => {
    markPageStarted(window);
    const reload = vi.fn(() => true);
    checkPageStarted(document, reload);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reloads a page whose script never ran (HTML of an older deploy)', () => {
    const reload = vi.fn(() => true);
    checkPageStarted(document, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after its one reload, says so over the placeholder, with Retry that reloads', () => {
    checkPageStarted(document, () => false);
    expect(screen.getByRole('alert').textContent).toBe(pageNotLoadedMessage);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull();
    screen.getByRole('heading', { name: 'Order Details' });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
