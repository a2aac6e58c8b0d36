import { createContext, useContext } from 'react';
import type { RouteDef } from '@thrivewell/core/contracts/route-paths';

const RouteDefContext = createContext<RouteDef | undefined>(undefined);

export const RouteDefProvider = RouteDefContext.Provider;

/** The core route-table entry the current page was rendered for (undefined on the 404 page). */
export function useRouteDef(): RouteDef | undefined {
  return useContext(RouteDefContext);
}
