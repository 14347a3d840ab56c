import type { ReactNode, Ref } from 'react';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';

export interface OrderLinkProps {
  orderId: number;
  /** Opens the order inside the portal (a plain click); other clicks (new tab...) are the browser's. */
  onOpen: (orderId: number) => void;
  children: ReactNode;
  linkRef?: Ref<HTMLAnchorElement>;
}

/** A real link to /orders/<id>, so it can be opened in a new tab or copied. */
export function OrderLink({ orderId, onOpen, children, linkRef }: OrderLinkProps) {
  return (
    <PortalLink href={`/orders/${orderId}`} onOpen={() => onOpen(orderId)} linkRef={linkRef}>
      {children}
    </PortalLink>
  );
}
