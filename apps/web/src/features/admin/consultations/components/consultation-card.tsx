import type { Consultation } from '@tabi/contracts';
import { CircleCheck, Mail, NotebookPen, Phone, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../../ui/badge.tsx';
import { Button } from '../../../../ui/button.tsx';
import { cn } from '../../../../ui/cn.ts';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { formatCalendarDate } from '../../../../ui/zoned-time.ts';

export type ConsultationAction = 'handle' | 'reopen' | 'edit-note';

type ConsultationCardProps = {
  consultation: Consultation;
  /** The operator's zone abbreviation ("JST"), in which the preferred date and time are given. */
  zone: string | undefined;
  onAction: (consultation: Consultation, action: ConsultationAction, opener: HTMLElement) => void;
};

/** One request for a consultation: who, how to reach them, when they would like to talk, and about what. */
export function ConsultationCard({ consultation: c, zone, onAction }: ConsultationCardProps) {
  const handled = c.status === 'handled';
  return (
    <article
      className={cn(
        'rounded-2xl border bg-white p-5',
        handled ? 'border-sand-200' : 'border-primary-200 shadow-card',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-ink-900">{c.name}</h2>
          <p className="text-xs text-ink-600">
            Received <RelativeTime iso={c.createdAt} />
          </p>
        </div>
        <Badge variant={handled ? 'success' : 'warning'}>
          <span className="sr-only">Status: </span>
          {handled ? 'Handled' : 'New'}
        </Badge>
      </div>

      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a
          href={`mailto:${c.email}`}
          className="inline-flex items-center gap-1.5 break-all text-primary-700 hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden />
          {c.email}
        </a>
        {c.phone && (
          <a
            href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}
            className="inline-flex items-center gap-1.5 text-primary-700 hover:underline"
          >
            <Phone className="size-4 shrink-0" aria-hidden />
            {c.phone}
          </a>
        )}
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Topic</dt>
          <dd className="text-ink-900">{c.topic}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Preferred time</dt>
          <dd className="text-ink-900">
            {formatCalendarDate(c.preferredDate, 'short')}, {c.preferredTime}
            {zone ? ` ${zone}` : ''}
          </dd>
        </div>
        {c.tour && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Tour</dt>
            <dd>
              <Link to={`/tours/${c.tour._id}`} className="text-primary-700 hover:underline">
                {c.tour.title}
              </Link>
            </dd>
          </div>
        )}
      </dl>

      <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-ink-800">{c.message}</p>

      {c.adminNote && (
        <div className="mt-4 rounded-xl bg-sand-50 px-4 py-3 text-sm">
          <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Admin note</p>
          <p className="mt-1 whitespace-pre-line text-ink-800">{c.adminNote}</p>
        </div>
      )}
      {handled && c.handledAt && (
        <p className="mt-2 text-xs text-ink-600">
          Handled <RelativeTime iso={c.handledAt} />
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2 border-t border-sand-200 pt-4">
        {handled ? (
          <>
            <Button variant="outline" size="sm" onClick={(e) => onAction(c, 'edit-note', e.currentTarget)}>
              <NotebookPen aria-hidden />
              Edit note<span className="sr-only"> for {c.name}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={(e) => onAction(c, 'reopen', e.currentTarget)}>
              <RotateCcw aria-hidden />
              Mark as new<span className="sr-only">: {c.name}</span>
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={(e) => onAction(c, 'handle', e.currentTarget)}>
            <CircleCheck aria-hidden />
            Mark handled<span className="sr-only">: {c.name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
