import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { LoginReply } from '@beacon/contract/auth';
import { api } from '../../lib/http';
import { homeOf } from '../../lib/guard';
import { session } from '../../lib/session';

export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('admin@demo.com');
  const [password, setPassword] = useState('admin');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void api<LoginReply>('/jwt/login', { method: 'POST', body: { email, password } }).then(
          (reply) => {
            session.signIn(reply);
            void navigate({ to: homeOf(reply.userData.role) });
          },
        );
      }}
    >
      <TextInput label="Email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
      <PasswordInput
        label="Password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <Button type="submit">Sign in</Button>
    </form>
  );
}
