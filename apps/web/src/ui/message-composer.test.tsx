import { chatTextSchema } from '@tabi/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer.tsx';

function renderComposer(props: Partial<Parameters<typeof MessageComposer>[0]> = {}) {
  const onSend = vi.fn((_text: string) => true);
  const { rerender } = render(
    <MessageComposer
      id="composer"
      label="Message"
      max={500}
      schema={chatTextSchema}
      onSend={onSend}
      {...props}
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Message' });
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  return { onSend, box, type, rerender };
}

describe('MessageComposer', () => {
  it('sends the trimmed text with Enter and empties the box; Shift+Enter does not send', () => {
    const { onSend, box, type } = renderComposer();
    type('  Is the Nara walk on?  ');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('  Is the Nara walk on?  ');

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Is the Nara walk on?');
    expect(box).toHaveValue('');
  });

  it('sends with the button too, and does not send while an input method is composing', () => {
    const { onSend, box, type } = renderComposer();
    type('京都');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('京都');
  });

  it('sends nothing empty or of whitespace alone, and says nothing about it', () => {
    const { onSend, box, type } = renderComposer();
    fireEvent.keyDown(box, { key: 'Enter' });
    type(' \n\t ');
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('counts x/max and refuses more than max with the schema message until the text is short enough', () => {
    const { onSend, box, type } = renderComposer();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    type('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Message must be at most 500 characters');
    expect(box).toHaveValue('x'.repeat(501));

    type('x'.repeat(500));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('x'.repeat(500));
  });

  it('shows the count only from a given length when told', () => {
    const { type } = renderComposer({ showCountFrom: 450 });
    type('x'.repeat(449));
    expect(screen.queryByText('449/500')).toBeNull();
    type('x'.repeat(450));
    expect(screen.getByText('450/500')).toBeInTheDocument();
  });

  it('keeps the text when the sender says it was not sent', () => {
    const onSend = vi.fn(() => false);
    const { box, type } = renderComposer({ onSend });
    type('Offline reply');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Offline reply');
    expect(box).toHaveValue('Offline reply');
  });

  it('blocks sending while pending, with a spinner in the button, yet lets the next message be typed', () => {
    const onSend = vi.fn(() => true);
    const { box, type, rerender } = renderComposer({ onSend, pending: true });
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    expect(box).toBeEnabled();
    type('And in Osaka?');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('And in Osaka?');

    rerender(
      <MessageComposer id="composer" label="Message" max={500} schema={chatTextSchema} onSend={onSend} />,
    );
    expect(button.querySelector('svg.animate-spin')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('And in Osaka?');
  });

  it('is disabled as a whole when told, and tells assistive technology how it works', () => {
    const { box } = renderComposer({ disabled: true, sendLabel: 'Send reply' });
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'Enter sends, Shift+Enter starts a new line. Up to 500 characters.',
    );
  });

  it('takes the focus as it appears when asked to', () => {
    const { box } = renderComposer({ focusOnMount: true });
    expect(box).toHaveFocus();
  });

  it('reports typing, focus and blur to its owner', () => {
    const onTextChange = vi.fn();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const { box, type } = renderComposer({ onTextChange, onFocus, onBlur });
    fireEvent.focus(box);
    type('Hi');
    fireEvent.blur(box);
    expect(onFocus).toHaveBeenCalledOnce();
    expect(onTextChange).toHaveBeenCalledExactlyOnceWith('Hi');
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
