import { useTier } from '../../lib/use-tier';
import { ContentWrapper, type ContentWrapperProps } from '../../ui/content-wrapper';

/**
 * The content wrapper with the visitor's tier (host + subscription, P1-FRAME-16): a critical
 * disclaimer for the wellness tier adds the oversight line and the upgrade link. Until the tier
 * is known that line is left out rather than guessed.
 */
export function TieredContentWrapper(props: Omit<ContentWrapperProps, 'tier' | 'upgradeHref'>) {
  const visitor = useTier();
  return <ContentWrapper {...props} tier={visitor.ready ? visitor.tier : undefined} upgradeHref={visitor.upgradeHref} />;
}
