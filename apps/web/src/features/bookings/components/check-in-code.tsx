import type { Ticket } from '@tabi/contracts';
import { TicketX } from 'lucide-react';

const codeBox = 'size-60 rounded-xl border border-sand-200 bg-white p-2 sm:size-64';

/**
 * The ticket's QR code, large and on white with its quiet zone, or, while the ticket cannot be used,
 * a plain box saying there is none. The server draws the code (`qrSvg`, its own markup from the qrcode
 * package, injected only when it is an SVG), so the page ships no QR encoder.
 */
export function CheckInCode({ ticket, usable }: { ticket: Ticket; usable: boolean }) {
  const label = `Check-in code for ${ticket.reference}`;
  if (usable && ticket.qrSvg?.trimStart().startsWith('<svg')) {
    return (
      <div
        role="img"
        aria-label={label}
        className={`${codeBox} [&>svg]:block [&>svg]:size-full`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's own QR drawing (the qrcode package), checked to be an SVG
        dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
      />
    );
  }
  return (
    <div className="flex w-60 flex-col items-center gap-2 rounded-xl border-2 border-dashed border-sand-300 bg-sand-50 px-5 py-8 text-center text-sm text-ink-600 sm:w-64">
      <TicketX className="size-7 text-ink-400" aria-hidden />
      <p>No check-in code{ticket.status === 'pending' ? ' yet' : ''}</p>
    </div>
  );
}
