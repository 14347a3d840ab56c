import type { ReactNode, Ref } from 'react';
import { Link } from '@chakra-ui/react';
import { plainClick } from '../../../src/views/links/plainClick.ts';

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
    <Link
      ref={linkRef}
      href={`/orders/${orderId}`}
      fontWeight="semibold"
      colorPalette="brand"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(orderId);
      }}
    >
      {children}
    </Link>
  );
}
