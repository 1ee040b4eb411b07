import { company } from '@tabi/contracts';
import { Copy, Download } from 'lucide-react';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast.ts';

/** The codes as a text file says them: what they are for, then one per line. */
function asText(codes: string[], email: string) {
  return [
    `${company.name} recovery codes for ${email}`,
    'Each code signs you in once without your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * Recovery codes, shown once (the server keeps only their hashes): to copy, download or write down,
 * and a button for when they are kept.
 */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes, email));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the codes and copy them by hand.' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes, email)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tabi-tours-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-5">
      <Alert tone="warning" title="Save your recovery codes now">
        Each code signs you in once if you lose your phone. This is the only time we show them.
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border border-sand-200 bg-sand-50 px-4 py-4 font-mono text-[0.9375rem] text-ink-900 min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
      </div>
      <div className="flex justify-end border-t border-sand-200 pt-5">
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
