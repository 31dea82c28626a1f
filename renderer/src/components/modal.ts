// Opening a <dialog> as a modal, and closing it when its component goes.
// The browser gives the focus back to where it was on close(), not when an
// open dialog is just removed from the page (as a Svelte {#if} does): then
// the focus would fall to the page's top and a keyboard user lose their place.

/** Shows `dialog` modal (focus in, the page behind inert); the returned function closes it and gives the focus back. */
export function openModal(dialog: HTMLDialogElement): () => void {
  const opener = document.activeElement;
  // A test DOM without showModal just opens it.
  if (!dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }
  return () => {
    if (dialog.open && typeof dialog.close === 'function') dialog.close();
    if (opener instanceof HTMLElement && opener.isConnected && document.activeElement !== opener) opener.focus();
  };
}
