import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataExport } from './data-export';
import { DataImport } from './data-import';
import { DeleteAccount } from './delete-account';

function Card({ children, tone = 'default' }: { children: ReactNode; tone?: 'default' | 'danger' }) {
  return (
    <div className={`rounded-2xl border bg-surface p-5 shadow-sm sm:p-6 ${tone === 'danger' ? 'border-danger/40' : 'border-border'}`}>{children}</div>
  );
}

interface AccountSettingsProps {
  email: string;
  onDeleted: () => void;
  /** More sections from other features (composed by the route), shown before the danger zone. */
  sections?: ReactNode[];
}

/** /account (issues 3 and 5): change password, change e-mail, download and import my data, delete my account. */
export function AccountSettings({ email, onDeleted, sections = [] }: AccountSettingsProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
      <p className="mt-2 flex items-center gap-2 text-muted">
        <BadgeCheck aria-hidden="true" className="size-5 text-success" />
        Signed in as <strong className="text-ink">{email}</strong>
      </p>
      <div className="mt-8 space-y-6">
        <Card>
          <ChangePasswordForm />
        </Card>
        <Card>
          <ChangeEmailForm currentEmail={email} />
        </Card>
        <Card>
          <DataExport />
        </Card>
        <Card>
          <DataImport />
        </Card>
        {sections.map((section, i) => (
          <Card key={i}>{section}</Card>
        ))}
        <Card tone="danger">
          <DeleteAccount email={email} onDeleted={onDeleted} />
        </Card>
      </div>
    </div>
  );
}
