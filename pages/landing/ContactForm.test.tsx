import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/setup/unit.ts';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { ContactForm } from './ContactForm.tsx';
import { incompleteMessage } from './contactForm.ts';

const labels = ['Name', 'Telephone', 'E-mail', 'Remark'] as const;
type Label = (typeof labels)[number];

const answers: Record<Label, string> = {
  Name: 'Maria Santos',
  Telephone: '09171234567',
  'E-mail': 'maria@example.ph',
  Remark: 'Please call me after 5 pm.',
};

const field = (label: Label) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

function fill(values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label as Label), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('landing contact form', () => {
  const requests: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    requests.push(request.url);
  };

  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', onRequest);
    render(
      <>
        <ContactForm />
        <ToastHost />
      </>,
    );
  });

  afterEach(() => {
    server.events.removeListener('request:start', onRequest);
    vi.useRealTimers();
  });

  it('labels its four fields and its Submit button', () => {
    expect(labels.map((label) => field(label).tagName)).toEqual([
      'INPUT',
      'INPUT',
      'INPUT',
      'TEXTAREA',
    ]);
    expect(field('Telephone').getAttribute('type')).toBe('tel');
    expect(field('E-mail').getAttribute('type')).toBe('email');
  });

  it.each(labels)(
    'asks for complete information at %s when it is left empty, keeping the rest',
    async (empty) => {
      fill({ ...answers, [empty]: '   ' });
      submit();
      // Said once, at the field, tied to it, with focus on it; no toast over the form.
      const said = screen.getByText(incompleteMessage);
      expect(field(empty).getAttribute('aria-invalid')).toBe('true');
      expect(field(empty).getAttribute('aria-describedby')).toBe(said.id);
      await waitFor(() => expect(document.activeElement).toBe(field(empty)));
      expect(screen.queryByRole('alert')).toBeNull();
      for (const label of labels) {
        if (label !== empty) {
          expect(field(label).value).not.toBe('');
          expect(field(label).getAttribute('aria-invalid')).toBeNull();
        }
      }
      expect(requests).toEqual([]);
    },
  );

  it('marks every blank field, focuses the first, and clears a mark once it is typed in', async () => {
    fill({ Telephone: answers.Telephone, 'E-mail': answers['E-mail'] });
    submit();
    expect(screen.getAllByText(incompleteMessage)).toHaveLength(2);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Remark').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    fill({ Name: answers.Name });
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText(incompleteMessage)).toHaveLength(1);
  });

  it('says Successful! and clears every field when all four are filled, sending nothing', async () => {
    fill(answers);
    submit();
    screen.getByText('Successful!');
    expect(labels.map((label) => field(label).value)).toEqual(['', '', '', '']);
    // Give any request the form might have started time to reach the mock server.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([]);
  });

  it('keeps digits only in the telephone, at most 11, grouped 3-4-4', () => {
    fill({ Telephone: '+0917-123-4567 89' });
    expect(field('Telephone').value).toBe('091 7123 4567');
    fill({ Telephone: '0917a' });
    expect(field('Telephone').value).toBe('091 7');
  });

  it('takes a double tap on Submit as one', async () => {
    vi.useFakeTimers();
    fill(answers);
    submit();
    submit();
    // The second tap finds the form cleared; it must not tell the borrower it is incomplete.
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByText('Successful!');

    // A later Submit on the cleared form is a new one.
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    submit();
    expect(screen.getAllByText(incompleteMessage)).toHaveLength(labels.length);
  });

  it('keeps what was typed into the prerendered form before the island hydrated', async () => {
    const island = document.createElement('div');
    island.innerHTML = renderToString(<ContactForm />);
    document.body.append(island);
    const early = (selector: string) =>
      island.querySelector(selector) as HTMLInputElement | HTMLTextAreaElement;
    // Fixed ids: the island hydrates as its own root, where useId would differ from the build.
    early('#contact-name').value = 'Maria Santos';
    early('#contact-telephone').value = '09171234567';
    early('#contact-email').value = 'maria@example.ph';
    early('#contact-remark').value = 'Please call me after 5 pm.';
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(island, <ContactForm />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(early('#contact-telephone').value).toBe('091 7123 4567');
    fireEvent.click(
      [...island.querySelectorAll('button')].find(
        (button) => button.textContent === 'Submit',
      ) as HTMLButtonElement,
    );
    screen.getByText('Successful!');
    island.remove();
  });
});
