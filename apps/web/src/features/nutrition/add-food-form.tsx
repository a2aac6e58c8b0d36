import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../ui/button';
import { TierBadge } from './tier-badge';
import { formatAmount, lookupBarcode, slotLabel, useAddEntry, useFavouriteFoods, useFoodDetail, useFoodSearch, useRecentFoods, useToggleFavourite, type QuickFood } from './nutrition-api';

const BarcodeScanner = lazyComponent(() => import('./barcode-scanner'));

export const selectClass = 'mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink';
const inputClass = 'mt-1.5 block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger';

/** The food chosen to log, wherever it came from (search, recent, favourites, a barcode). */
interface Chosen {
  id: string;
  name: string;
  tier?: QuickFood['source']['tier'];
  tierLabel?: string;
}

interface Draft {
  query: string;
  food: Chosen | null;
  amount: string;
  unit: string;
  slot: string;
}

/** Cleared on sign-out with the other tracking keys (session.ts clears 'tracking_' keys). */
const draftKey = 'tracking_food_draft';
const emptyDraft = (slot: string): Draft => ({ query: '', food: null, amount: '100', unit: 'g', slot });
function readDraft(slot: string): Draft {
  try {
    const d = JSON.parse(window.localStorage.getItem(draftKey) ?? 'null') as Draft | null;
    return d && typeof d.query === 'string' ? d : emptyDraft(slot);
  } catch {
    return emptyDraft(slot);
  }
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

const hasBarcodeDetector = () => typeof window !== 'undefined' && 'BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia;

/**
 * Add a food to the day: search as you type (a combobox with a listbox of results), recent and
 * favourite foods, or a barcode (typed, or scanned with the camera where the browser can); then a
 * portion in household units or grams and a meal slot. The draft is kept on the device.
 */
export function AddFoodForm({ date, slots }: { date: string; slots: string[] }) {
  const uid = useId();
  const [draft, setDraftState] = useState<Draft>(() => readDraft(slots[0] ?? 'breakfast'));
  const setDraft = (patch: Partial<Draft>) =>
    setDraftState((d) => {
      const next = { ...d, ...patch };
      try {
        window.localStorage.setItem(draftKey, JSON.stringify(next));
      } catch {
        /* storage full or disabled: the draft lives for this visit */
      }
      return next;
    });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const [barcode, setBarcode] = useState('');
  const [barcodeMsg, setBarcodeMsg] = useState<{ error: boolean; text: string } | null>(null);
  const [scanning, setScanning] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);

  const q = useDebounced(draft.query.trim(), 200);
  const search = useFoodSearch(q);
  const hits = q.length >= 2 ? (search.data?.foods ?? []) : [];
  const detail = useFoodDetail(draft.food?.id ?? null);
  const recent = useRecentFoods();
  const favourites = useFavouriteFoods();
  const toggleFav = useToggleFavourite();
  const add = useAddEntry();
  const measures = detail.data?.measures ?? [];
  const isFavourite = !!draft.food && (favourites.data?.foods ?? []).some((f) => f.foodId === draft.food!.id);

  // A slot removed since the draft was kept falls back to the first.
  const slot = slots.includes(draft.slot) ? draft.slot : (slots[0] ?? 'breakfast');

  const choose = (food: Chosen, amount?: number, unit?: string) => {
    setDraft({ food, query: food.name, amount: amount !== undefined ? String(amount) : draft.amount, unit: unit ?? 'g' });
    setOpen(false);
    setActive(-1);
    setError(null);
    setStatus(`${food.name} chosen. Choose the portion.`);
    requestAnimationFrame(() => amountRef.current?.focus());
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(hits.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && hits[active]) {
      e.preventDefault();
      const h = hits[active]!;
      choose({ id: h.id, name: h.name, tier: h.source.tier, tierLabel: h.source.label });
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const findBarcode = async (code: string) => {
    const clean = code.replace(/\s+/g, '');
    if (!/^\d{8,14}$/.test(clean)) {
      setBarcodeMsg({ error: true, text: 'A barcode is 8 to 14 digits.' });
      return;
    }
    setBarcodeMsg({ error: false, text: 'Looking up the label…' });
    try {
      const { food, notice } = await lookupBarcode(clean);
      choose({ id: food.id, name: food.name, tier: food.source.tier, tierLabel: food.source.label }, 100, 'g');
      setBarcodeMsg({ error: false, text: `Found: ${food.name}. ${food.source.attribution}.${notice ? ` ${notice}` : ''}` });
    } catch (err) {
      setBarcodeMsg({ error: true, text: err instanceof ApiError ? err.message : 'The barcode could not be looked up. Try again.' });
    }
  };

  const submit = async () => {
    setError(null);
    if (!draft.food) {
      setError({ field: 'foodId', message: 'Search for a food and choose one first.' });
      return;
    }
    const amount = Number(draft.amount.replace(',', '.'));
    if (!draft.amount.trim() || !Number.isFinite(amount) || amount <= 0) {
      setError({ field: 'amount', message: 'A portion must be more than 0.' });
      amountRef.current?.focus();
      return;
    }
    try {
      const outcome = await add.mutateAsync({ localDate: date, slot, foodId: draft.food.id, amount, unit: draft.unit, label: draft.food.name });
      setStatus(outcome.status === 'queued' ? `${draft.food.name} saved on this device; it will sync when you are back online.` : `${draft.food.name} added to ${slotLabel(slot)}.`);
      setDraft({ ...emptyDraft(slot) });
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      setError({ field: e?.field, message: e?.message ?? 'The food could not be added. Try again.' });
      if (e?.field === 'amount' || e?.field === 'unit') amountRef.current?.focus();
    }
  };

  const listboxId = `${uid}-results`;
  const amountError = error && (error.field === 'amount' || error.field === 'unit') ? error.message : undefined;
  const quick = (label: string, foods: QuickFood[] | undefined) =>
    foods && foods.length > 0 ? (
      <div>
        <h4 className="text-sm font-medium text-ink">{label}</h4>
        <ul className="mt-1.5 flex flex-wrap gap-2">
          {foods.slice(0, 8).map((f) => (
            <li key={f.foodId}>
              <button
                type="button"
                className="min-h-11 rounded-full border border-border bg-surface px-3 py-1.5 text-left text-sm hover:bg-surface-2"
                onClick={() => choose({ id: f.foodId, name: f.foodName, tier: f.source.tier, tierLabel: f.source.label }, f.amount, f.unit)}
              >
                {f.foodName.length > 40 ? `${f.foodName.slice(0, 38)}…` : f.foodName}
                <span className="text-muted"> · {formatAmount(f.amount)} {f.unit}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    ) : null;

  return (
    <form
      className="space-y-4 rounded-2xl border border-border bg-surface p-4"
      aria-labelledby={`${uid}-heading`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${uid}-heading`} className="text-lg font-semibold">
        Add a food
      </h3>
      <div className="relative">
        <label htmlFor={`${uid}-search`} className="block text-sm font-medium text-ink">
          Search foods
        </label>
        <input
          id={`${uid}-search`}
          role="combobox"
          aria-expanded={open && hits.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-invalid={error?.field === 'foodId' ? true : undefined}
          aria-describedby={error?.field === 'foodId' ? `${uid}-food-error` : `${uid}-search-hint`}
          autoComplete="off"
          className={inputClass}
          placeholder="e.g. oats, banana, chicken breast"
          value={draft.query}
          onChange={(e) => {
            setDraft({ query: e.target.value, food: null });
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onSearchKey}
        />
        <p id={`${uid}-search-hint`} className="mt-1 text-xs text-muted">
          Type two letters or more; use the arrow keys and Enter to choose.
        </p>
        {error?.field === 'foodId' && (
          <p id={`${uid}-food-error`} className="mt-1.5 text-sm font-medium text-danger">
            {error.message}
          </p>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Foods found"
          hidden={!(open && hits.length > 0)}
          className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-xl border border-border bg-surface shadow-lg"
        >
          {hits.map((h, i) => (
            <li
              key={h.id}
              id={`${listboxId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-soft' : 'hover:bg-surface-2'}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose({ id: h.id, name: h.name, tier: h.source.tier, tierLabel: h.source.label })}
            >
              <span className="block text-ink">{h.name}</span>
              <span className="block text-xs text-muted">
                {h.kcalPer100g !== null ? `${formatAmount(h.kcalPer100g)} kcal per 100 g · ` : ''}
                {h.source.label}
              </span>
            </li>
          ))}
        </ul>
        <p className="sr-only" aria-live="polite">
          {q.length >= 2 && search.isSuccess && open ? `${hits.length} foods found.` : ''}
        </p>
      </div>

      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor={`${uid}-barcode`} className="block text-sm font-medium text-ink">
            Barcode
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={`${uid}-barcode`}
              inputMode="numeric"
              autoComplete="off"
              className={`${inputClass} mt-0`}
              placeholder="8 to 14 digits"
              value={barcode}
              aria-describedby={`${uid}-barcode-msg`}
              aria-invalid={barcodeMsg?.error ? true : undefined}
              onChange={(e) => setBarcode(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void findBarcode(barcode);
                }
              }}
            />
            <Button variant="secondary" onClick={() => void findBarcode(barcode)}>
              Look up
            </Button>
          </div>
        </div>
        {hasBarcodeDetector() && (
          <div className="self-end">
            <Button variant="ghost" onClick={() => setScanning((s) => !s)} aria-expanded={scanning}>
              {scanning ? 'Stop camera' : 'Scan with camera'}
            </Button>
          </div>
        )}
      </div>
      <p id={`${uid}-barcode-msg`} role="status" className={`text-sm ${barcodeMsg?.error ? 'font-medium text-danger' : 'text-muted'}`}>
        {barcodeMsg?.text ?? ''}
      </p>
      {scanning && (
        <Suspense fallback={<p className="text-sm text-muted">Starting the camera…</p>}>
          <BarcodeScanner
            onCode={(code) => {
              setScanning(false);
              setBarcode(code);
              void findBarcode(code);
            }}
            onError={(text) => {
              setScanning(false);
              setBarcodeMsg({ error: true, text });
            }}
          />
        </Suspense>
      )}

      {quick('Recent foods', recent.data?.foods)}
      {quick('Favourites', favourites.data?.foods)}

      {draft.food && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-2 p-3 text-sm">
          <span className="font-medium">{draft.food.name}</span>
          {draft.food.tier && <TierBadge tier={draft.food.tier} label={draft.food.tierLabel ?? ''} />}
          <button
            type="button"
            className="ml-auto min-h-11 rounded-lg px-2 text-sm underline"
            aria-pressed={isFavourite}
            onClick={() => toggleFav.mutate({ foodId: draft.food!.id, on: !isFavourite, amount: Number(draft.amount) > 0 ? Number(draft.amount) : undefined, unit: draft.unit })}
          >
            {isFavourite ? '★ Favourite' : '☆ Add to favourites'}
          </button>
        </div>
      )}

      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${uid}-amount`} className="block text-sm font-medium text-ink">
            Amount
          </label>
          <input
            id={`${uid}-amount`}
            ref={amountRef}
            inputMode="decimal"
            className={inputClass}
            value={draft.amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${uid}-amount-error` : undefined}
            onChange={(e) => setDraft({ amount: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-unit`} className="block text-sm font-medium text-ink">
            Unit
          </label>
          <select id={`${uid}-unit`} className={selectClass} value={draft.unit} onChange={(e) => setDraft({ unit: e.target.value })}>
            <option value="g">grams (g)</option>
            <option value="oz">ounces (oz)</option>
            {measures.map((m) => (
              <option key={m.label} value={m.label}>
                {m.label} ({formatAmount(m.grams)} g)
              </option>
            ))}
            {!['g', 'oz', ...measures.map((m) => m.label)].includes(draft.unit) && <option value={draft.unit}>{draft.unit}</option>}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-slot`} className="block text-sm font-medium text-ink">
            Meal
          </label>
          <select id={`${uid}-slot`} className={selectClass} value={slot} onChange={(e) => setDraft({ slot: e.target.value })}>
            {slots.map((s) => (
              <option key={s} value={s}>
                {slotLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {amountError && (
        <p id={`${uid}-amount-error`} role="alert" className="text-sm font-medium text-danger">
          {amountError}
        </p>
      )}
      {error && !['amount', 'unit', 'foodId'].includes(error.field ?? '') && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add food'}
        </Button>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </form>
  );
}
