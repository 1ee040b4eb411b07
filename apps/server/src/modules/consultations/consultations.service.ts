import { tz } from '@date-fns/tz';
import type {
  Consultation,
  ConsultationFields,
  ConsultationListQuery,
  ConsultationStatus,
  ListResponse,
} from '@tabi/contracts';
import { format } from 'date-fns';
import type { Viewer } from '../../platform/auth/guard.ts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { AccountMailer } from '../../platform/mail/account-mailer.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import { consultationReceivedMail, describeSlot } from './consultation-received.mail.ts';
import type { ConsultationsRepository } from './consultations.repository.ts';

/** What the admins are told when a consultation arrives (the notifications feature delivers it). */
export type AdminNotice = { type: 'consultation_received'; title: string; body: string; link: string };

type Deps = {
  consultations: ConsultationsRepository;
  /** The acknowledgment goes to the caller's account, never to the address typed in the form. */
  accountMail: AccountMailer;
  now: () => Date;
  /** The operator's IANA time zone: the preferred date and time are read there. */
  timezone: string;
  /** The acknowledgment and the admins' notice leave after the answer; the server's close waits for them. */
  background: BackgroundTasks;
  /** Tells every admin; absent until the notifications feature is wired. */
  notifyAdmins?: (notice: AdminNotice) => Promise<unknown>;
};

/** Where an admin reads consultations in the web app. */
export const adminConsultationsLink = '/admin/consultations';

const consultationNotFound = () => notFound('Consultation not found');

export function createConsultationsService(deps: Deps) {
  const { consultations, now, timezone, background } = deps;

  async function read(id: string): Promise<Consultation> {
    const consultation = await consultations.find(id);
    if (!consultation) throw consultationNotFound();
    return consultation;
  }

  return {
    /**
     * Anyone may ask; a signed-in caller's account is remembered with the request and gets the
     * acknowledgment by mail. A visitor's typed address only tells staff whom to answer: it is never
     * written to by the product (the page confirms the request instead).
     */
    async schedule(viewer: Viewer | null, input: ConsultationFields): Promise<Consultation> {
      const today = format(now(), 'yyyy-MM-dd', { in: tz(timezone) });
      if (input.preferredDate < today)
        throw validationFailed('Choose today or a later date.', {
          preferredDate: 'Choose today or a later date',
        });
      if (input.tourId && !(await consultations.tourTitle(input.tourId)))
        throw validationFailed('That tour was not found.', { tourId: 'Choose a tour from the list' });

      const id = await consultations.create({ ...input, userId: viewer?.userId ?? null });
      const consultation = await read(id);

      if (viewer)
        background.run(
          () => deps.accountMail.send(viewer.userId, consultationReceivedMail(consultation, timezone)),
          'the consultation acknowledgment e-mail could not be sent',
        );
      const { notifyAdmins } = deps;
      if (notifyAdmins) {
        const about = consultation.tour ? ` about ${consultation.tour.title}` : '';
        background.run(
          () =>
            notifyAdmins({
              type: 'consultation_received',
              title: `New consultation: ${consultation.topic}`,
              body: `${consultation.name} would like to talk${about} on ${describeSlot(consultation.preferredDate, consultation.preferredTime, timezone)}.`,
              link: adminConsultationsLink,
            }),
          'the admins could not be notified of a consultation',
        );
      }
      return consultation;
    },

    async list(query: ConsultationListQuery): Promise<ListResponse<Consultation>> {
      const { rows, total } = await consultations.list(query);
      return listEnvelope(rows, total, query);
    },

    async changeStatus(
      admin: Viewer,
      id: string,
      change: { status: ConsultationStatus; adminNote?: string | null },
    ): Promise<Consultation> {
      if (!isUuid(id)) throw consultationNotFound();
      const changed = await consultations.changeStatus(id, { ...change, by: admin.userId, at: now() });
      if (!changed) throw consultationNotFound();
      return read(id);
    },
  };
}

export type ConsultationsService = ReturnType<typeof createConsultationsService>;
