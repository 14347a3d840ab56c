import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The look of the wizard's tooltips: a dark bubble above its anchor (the anchor's box is
 * `position: relative`). Placed with CSS alone, so the wizard does without a positioning engine
 * (Chakra's Tooltip brings floating-ui and a state machine: about 9 KB gzip on the first load).
 */
export function Bubble(props: BoxProps) {
  return (
    <Box
      as="span"
      position="absolute"
      bottom="calc(100% + 0.5rem)"
      zIndex="tooltip"
      w="max-content"
      maxW="min(20rem, calc(100vw - 2rem))"
      bg="gray.900"
      color="white"
      px="2.5"
      py="1.5"
      rounded="l2"
      fontSize="xs"
      lineHeight="short"
      boxShadow="md"
      pointerEvents="none"
      {...props}
    />
  );
}
