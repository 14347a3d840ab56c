/** The publish state and terms of a seller, in words (never colour alone). */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function PublishBadge({ publish, size = 'sm' }: { publish: boolean; size?: 'sm' | 'lg' }) {
  return (
    <Badge colorPalette={publish ? 'green' : 'gray'} variant="subtle" size={size}>
      <FormattedMessage id={publish ? 'sellers.publish.published' : 'sellers.publish.unpublished'} />
    </Badge>
  );
}

export function TermsBadge({ signed }: { signed: boolean }) {
  return (
    <Badge colorPalette={signed ? 'green' : 'orange'} variant="outline" size="sm">
      <FormattedMessage id={signed ? 'sellers.terms.signed' : 'sellers.terms.pending'} />
    </Badge>
  );
}
