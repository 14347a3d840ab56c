import { Box, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The copyright line with the current year (read from the layout's clock). */
export function Footer({ year }: { year: number }) {
  return (
    <Box as="footer" borderTopWidth="1px" paddingX="4" paddingY="4" textAlign="center">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="shell.footer.copyright" values={{ year: String(year) }} />
      </Text>
    </Box>
  );
}
