import { type Consultation, consultationUpdateSchema, limits } from '@tabi/contracts';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../../api/public-config.ts';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { zoneAbbreviation } from '../../../../ui/zoned-time.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { AdminRequestList } from '../../shared/components/admin-request-list.tsx';
import { NoteDialog } from '../../shared/components/note-dialog.tsx';
import { useAdminConsultations } from '../api/list-consultations.ts';
import { useUpdateConsultation } from '../api/update-consultation.ts';
import { type ConsultationAction, ConsultationCard } from '../components/consultation-card.tsx';
import { ConsultationFiltersForm } from '../components/consultation-filters-form.tsx';
import {
  adminConsultationsHref,
  type ConsultationFilters,
  consultationFiltersFrom,
} from '../lib/consultation-filters.ts';

export const adminConsultationsPageSize = 20;

type OpenDialog = { consultation: Consultation; action: ConsultationAction; opener: HTMLElement };

const dialogTexts = {
  handle: { title: 'Mark as handled?', submit: 'Mark handled', pending: 'Saving…', done: 'Marked handled' },
  reopen: { title: 'Mark as new again?', submit: 'Mark as new', pending: 'Saving…', done: 'Marked as new' },
  'edit-note': { title: 'Edit the note', submit: 'Save note', pending: 'Saving…', done: 'Note saved' },
} as const;

/**
 * /admin/consultations: the requests to talk to the team, newest first (an admin's notification about
 * a new one leads here), each marked handled or new again with a note for the other admins.
 */
export function AdminConsultationsPage() {
  useDocumentMeta('Consultations', 'Requests for a consultation with the Tabi Tours team.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { page, ...filters } = consultationFiltersFrom(params);
  const query = useAdminConsultations({ ...filters, page, limit: adminConsultationsPageSize });
  const timezone = usePublicConfig().data?.timezone;
  const zone = timezone ? zoneAbbreviation(timezone) : undefined;
  const filtered = Boolean(filters.status || filters.q);

  const update = useUpdateConsultation();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const apply = (next: ConsultationFilters) => void navigate(adminConsultationsHref(next));

  const save = async (consultation: Consultation, action: ConsultationAction, note: string | null) => {
    const status = action === 'handle' ? 'handled' : action === 'reopen' ? 'new' : consultation.status;
    await update.mutateAsync({ id: consultation._id, status, adminNote: note });
    toast.success(dialogTexts[action].done, { description: consultation.name });
  };

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Consultations"
        description="Travellers who asked to talk to the team. Preferred dates and times are in the operator's time zone."
      />

      <ConsultationFiltersForm filters={filters} onApply={apply} />

      <AdminRequestList
        query={query}
        noun="consultation"
        filtered={filtered}
        onClearFilters={() => apply({})}
        emptyIcon={<MessagesSquare />}
        emptyHints={{
          filtered: 'Try another status or part of the name or e-mail.',
          unfiltered: 'Requests sent from the contact page show here.',
        }}
        skeleton={
          <div className="space-y-4" role="status" aria-label="Loading consultations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-56 w-full rounded-2xl" />
            ))}
          </div>
        }
        hrefFor={(target) => adminConsultationsHref(filters, target)}
      >
        {(consultations) => (
          <ul className="space-y-4" aria-busy={query.isPlaceholderData || undefined}>
            {consultations.map((consultation) => (
              <li key={consultation._id}>
                <ConsultationCard
                  consultation={consultation}
                  zone={zone}
                  onAction={(c, action, opener) => {
                    setDialog({ consultation: c, action, opener });
                    setDialogOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminRequestList>

      {dialog && (
        <NoteDialog
          key={`${dialog.action}:${dialog.consultation._id}`}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title={dialogTexts[dialog.action].title}
          description={`${dialog.consultation.name} · ${dialog.consultation.topic}`}
          fieldId={`consultation-note-${dialog.consultation._id}`}
          label="Admin note (optional)"
          hint={`For the team only, up to ${limits.consultationNoteMax} characters. Empty removes the note.`}
          schema={consultationUpdateSchema.shape.adminNote}
          serverField="adminNote"
          max={limits.consultationNoteMax}
          initialValue={dialog.consultation.adminNote ?? ''}
          submitLabel={dialogTexts[dialog.action].submit}
          pendingLabel={dialogTexts[dialog.action].pending}
          fallbackError="The consultation could not be updated. Please try again."
          onSubmit={(note) => save(dialog.consultation, dialog.action, note)}
          onCloseAutoFocus={(event) => {
            if (!dialog.opener.isConnected) return;
            event.preventDefault();
            dialog.opener.focus();
          }}
        />
      )}
    </div>
  );
}
