import type { TwoFactorSetupResponse } from '@tabi/contracts';
import { QrCode } from '../../../ui/qr-code.tsx';
import { enableTwoFactor } from '../api/two-factor.ts';
import { SecondStepForm } from './second-step-form.tsx';

type Props = {
  setup: TwoFactorSetupResponse['data'];
  email: string;
  onEnabled: (answer: Awaited<ReturnType<typeof enableTwoFactor>>) => void;
  onCancel: () => void;
};

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Adding the app: scan the QR code (or type the key), then its first code proves the app has the secret
 * and turns two-step sign-in on.
 */
export function TwoFactorSetup({ setup, email, onEnabled, onCancel }: Props) {
  return (
    <SecondStepForm
      id="two-factor-enable"
      email={email}
      recoveryAllowed={false}
      submitLabel="Turn on"
      pendingLabel="Turning on..."
      onSubmit={async ({ code = '' }) => onEnabled(await enableTwoFactor({ code }))}
      onCancel={onCancel}
    >
      <ol className="space-y-5 text-[0.9375rem] leading-relaxed text-ink-700">
        <li>
          <p>
            <span className="font-semibold text-ink-900">1. Scan this code</span> with an authenticator app
            (Google Authenticator, Microsoft Authenticator, 1Password, Authy...).
          </p>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
            <QrCode
              value={setup.otpauthUrl}
              label="QR code to add Tabi Tours to your authenticator app"
              className="size-44 shrink-0 rounded-xl border border-sand-200 text-ink-900"
            />
            <p className="text-sm text-ink-600">
              Can&apos;t scan it? Enter this key in the app:
              <span className="mt-1 block font-mono text-[0.9375rem] font-semibold text-ink-900 select-all">
                {grouped(setup.secret)}
              </span>
            </p>
          </div>
        </li>
        <li>
          <span className="font-semibold text-ink-900">2. Enter the 6-digit code</span> the app shows now.
        </li>
      </ol>
    </SecondStepForm>
  );
}
