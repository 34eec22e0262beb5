import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type Tab, Tabs, tabPanelProps } from './Tabs.tsx';

const cardTypes: Tab[] = [
  { value: 'bank', label: 'Bank account' },
  { value: 'wallet', label: 'E-wallet' },
  { value: 'cash', label: 'Cash pick-up' },
];

function CardTypes({ initial = 'bank' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Tabs id="card" label="Account type" tabs={cardTypes} value={value} onChange={setValue} />
      <div {...tabPanelProps('card', cardTypes, value)}>{`fields of ${value}`}</div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.textContent);

describe('Tabs', () => {
  it('is a named tablist of tabs controlling one panel labelled by the chosen tab', () => {
    render(<CardTypes />);
    screen.getByRole('tablist', { name: 'Account type' });
    expect(selected()).toEqual(['Bank account']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Bank account').id);
    for (const element of screen.getAllByRole('tab')) {
      expect(element.getAttribute('aria-controls')).toBe(panel.id);
      expect((element as HTMLButtonElement).type).toBe('button');
    }
  });

  it('chooses a tab on a tap, keeping one tab in the Tab order', () => {
    render(<CardTypes />);
    fireEvent.click(tab('E-wallet'));
    expect(selected()).toEqual(['E-wallet']);
    expect(screen.getByRole('tabpanel').textContent).toBe('fields of wallet');
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('E-wallet').id);
  });

  it('moves and chooses with the arrow keys, Home and End, wrapping at the ends', () => {
    render(<CardTypes />);
    tab('Bank account').focus();
    fireEvent.keyDown(tab('Bank account'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['E-wallet']);
    expect(document.activeElement).toBe(tab('E-wallet'));
    fireEvent.keyDown(tab('E-wallet'), { key: 'End' });
    expect(selected()).toEqual(['Cash pick-up']);
    fireEvent.keyDown(tab('Cash pick-up'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Bank account']);
    fireEvent.keyDown(tab('Bank account'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Cash pick-up']);
    fireEvent.keyDown(tab('Cash pick-up'), { key: 'Home' });
    expect(selected()).toEqual(['Bank account']);
    expect(document.activeElement).toBe(tab('Bank account'));
  });

  it('with no tab chosen, puts the first one in the Tab order', () => {
    render(<CardTypes initial="unknown" />);
    expect(selected()).toEqual([]);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  });
});
