import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import PassDevice from './PassDevice.svelte';

describe('Pass the device', () => {
  it('names the player to take the device, who shows the board', async () => {
    const onReady = vi.fn();
    render(PassDevice, { name: 'Budi', onReady });
    expect(screen.getByRole('heading', { name: 'Pass the device to Budi' })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'I am Budi: show the board' }));
    expect(onReady).toHaveBeenCalledOnce();
  });
});
