import { render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import ModalDialog from './ModalDialog.svelte';

const text = (html: string) => createRawSnippet(() => ({ render: () => html }));

describe('ModalDialog', () => {
  it('is a dialog named by its heading that gives Escape to the screen', () => {
    const onCancel = vi.fn();
    render(ModalDialog, { title: 'Round 1 over', onCancel, children: text('<p>Body</p>'), actions: text('<button>Go on</button>') });
    const dialog = screen.getByRole('dialog', { name: 'Round 1 over' });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('gives the focus back to where it was when it goes', () => {
    document.body.innerHTML = '<button id="opener">New game</button>';
    const opener = document.getElementById('opener') as HTMLButtonElement;
    opener.focus();
    const { unmount } = render(ModalDialog, { title: 'Game over', onCancel: () => undefined, children: text('<p>Body</p>'), actions: text('<button>Close</button>') });
    (screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).focus();
    unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('as a form: submits from its buttons, says its foot above them, and starts the focus where it is told', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(ModalDialog, {
      title: 'New game',
      onCancel: () => undefined,
      onSubmit,
      firstFocus: 'input[value="b"]',
      children: text('<fieldset><input type="radio" name="x" value="a"><input type="radio" name="x" value="b"></fieldset>'),
      footer: text('<p role="alert">Refused</p>'),
      actions: text('<button type="submit">Start</button>'),
    });
    const dialog = screen.getByRole('dialog', { name: 'New game' });
    expect(document.activeElement).toBe(dialog.querySelector('input[value="b"]'));
    expect(dialog.querySelector('.footer [role="alert"] + .actions')).not.toBeNull();
    screen.getByRole('button', { name: 'Start' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
