/**
 * The bench's anchor page: the plainest React 19 + Chakra UI v3 login form (e-mail, password,
 * "Ingresar"), with Chakra's `defaultSystem` and nothing else (no router, charts or catalogs). Its
 * Lighthouse score is printed beside ours, so what the portal's own machinery costs on first load is
 * visible. Built and served by scripts/bench/anchorServer.ts; the app's build never includes it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, Button, ChakraProvider, Field, Heading, Input, Stack, defaultSystem } from '@chakra-ui/react';

function LoginForm() {
  return (
    <Box as="main" maxW="sm" mx="auto" mt="16" px="4">
      <Heading as="h1" size="xl" mb="6">
        Ingresa a tu cuenta
      </Heading>
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Correo electrónico</Field.Label>
            <Input type="email" name="email" autoComplete="username" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Contraseña</Field.Label>
            <Input type="password" name="password" autoComplete="current-password" />
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            Ingresar
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <LoginForm />
    </ChakraProvider>
  </StrictMode>,
);
