import { route } from './types';

export const clientLogin = route({
  id: 'client-auth-login',
  method: 'POST',
  path: '/api/client/v3/auth/login',
  entry: 'functions/client/auth/login.ts',
  audience: 'client',
  capabilities: ['table-write', 'jwt'],
  envelope: 'data',
});
