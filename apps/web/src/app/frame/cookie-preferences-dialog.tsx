import { useState, type ReactNode } from 'react';
import { customConsent, type CookieConsent, type OptionalCookieCategory } from '../../lib/consent';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Switch } from '../../ui/switch';
import { Button } from '../../ui/button';

const categories: { key: OptionalCookieCategory; label: string; description: string }[] = [
  { key: 'analytics', label: 'Analytics', description: 'Help us understand which pages are used so we can improve them.' },
  { key: 'marketing', label: 'Marketing', description: 'Let us measure our campaigns and show you relevant offers.' },
  { key: 'functional', label: 'Functional', description: 'Remember extra preferences, such as your display choices.' },
];

function Row({ id, label, description, control }: { id: string; label: string; description: ReactNode; control: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      </div>
      {control}
    </div>
  );
}

interface CookiePreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: CookieConsent;
  onSave: (consent: CookieConsent) => void;
}

/** 'Cookie Preferences' (P1-CONS-12..15). Loaded only when Customize is chosen. */
export default function CookiePreferencesDialog({ open, onOpenChange, initial, onSave }: CookiePreferencesDialogProps) {
  const [choices, setChoices] = useState<Record<OptionalCookieCategory, boolean>>({
    analytics: initial.analytics,
    marketing: initial.marketing,
    functional: initial.functional,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cookie Preferences</DialogTitle>
          <DialogDescription>Choose which optional cookies we may use. You can change this later.</DialogDescription>
        </DialogHeader>
        <div className="mt-4 divide-y divide-border">
          <Row
            id="cookie-necessary"
            label="Necessary"
            description="Always on. Needed for sign-in, security and remembering this choice."
            control={<Switch id="cookie-necessary" checked disabled aria-describedby="cookie-necessary-description" />}
          />
          {categories.map((c) => (
            <Row
              key={c.key}
              id={`cookie-${c.key}`}
              label={c.label}
              description={c.description}
              control={
                <Switch
                  id={`cookie-${c.key}`}
                  checked={choices[c.key]}
                  onCheckedChange={(checked) => setChoices((prev) => ({ ...prev, [c.key]: checked }))}
                  aria-describedby={`cookie-${c.key}-description`}
                />
              }
            />
          ))}
        </div>
        <DialogFooter>
          <Button onClick={() => onSave(customConsent(choices))}>Save Preferences</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
