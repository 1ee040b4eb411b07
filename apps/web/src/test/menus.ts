import { fireEvent, screen, within } from '@testing-library/react';

/** Opens the menu of the button named `name` by keyboard (Radix menus open on a pointer press, which jsdom lacks). */
export async function openMenu(name: string, inside: HTMLElement = document.body) {
  fireEvent.keyDown(await within(inside).findByRole('button', { name }), { key: 'Enter' });
  return screen.findByRole('menu');
}
