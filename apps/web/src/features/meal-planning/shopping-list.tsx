import type { ShoppingAisleView } from '@thrivewell/core/contracts/meal-plans-contract';
import { Button } from '../../ui/button';

/** Printing from the button prints the list alone (the rest of the page is hidden while it prints). */
const printCss =
  '@media print { body.print-shopping-list * { visibility: hidden; } body.print-shopping-list .shopping-list, body.print-shopping-list .shopping-list * { visibility: visible; } body.print-shopping-list .shopping-list { position: absolute; top: 0; left: 0; width: 100%; border: 0; } }';

function printList() {
  document.body.classList.add('print-shopping-list');
  window.addEventListener('afterprint', () => document.body.classList.remove('print-shopping-list'), { once: true });
  window.print();
}

/** The plan's shopping list by aisle, grams summed, with a household amount; printable. */
export function ShoppingList({ aisles }: { aisles: readonly ShoppingAisleView[] }) {
  return (
    <section aria-labelledby="shopping-heading" className="shopping-list rounded-xl border border-border bg-surface p-4">
      <style>{printCss}</style>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="shopping-heading" className="text-lg font-semibold">
          Shopping list
        </h2>
        <Button variant="secondary" className="print:hidden" onClick={printList}>
          Print shopping list
        </Button>
      </div>
      {aisles.length === 0 ? (
        <p className="mt-3 text-muted">Nothing to buy yet.</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {aisles.map((a) => (
            <section key={a.aisle} aria-label={a.aisle}>
              <h3 className="font-semibold">{a.aisle}</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {a.items.map((i) => (
                  <li key={i.foodId}>
                    <span>{i.name}</span>{' '}
                    <span className="text-muted">
                      — {i.grams} g{i.household ? ` (${i.household})` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
