/** Sign-in (spec 1 §2.2): username and password with the spec's rules, 'Ingresar'. */
import { yupResolver } from '@hookform/resolvers/yup';
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { sessionAuthProvider as authProvider, LOGOUT_FLASH_KEY, SESSION_FLASH_KEY, WELCOME_FLASH_KEY } from '../../authProvider';
import { loginSchema } from '../../authProvider/loginSchema';
import { errorMessagesOf, getToken } from '../../dataProvider/httpClient';
import { preventEnterSubmit } from '../components/preventEnterSubmit';

interface LoginValues { username: string; password: string }

export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver: yupResolver(loginSchema), mode: 'onTouched' });

  useEffect(() => {
    const flash = sessionStorage.getItem(SESSION_FLASH_KEY);
    if (flash) {
      sessionStorage.removeItem(SESSION_FLASH_KEY);
      notify(flash, { type: 'warning', messageArgs: { _: flash } });
    }
    if (sessionStorage.getItem(LOGOUT_FLASH_KEY)) {
      sessionStorage.removeItem(LOGOUT_FLASH_KEY);
      notify('ra.notification.logged_out', { type: 'success' });
    }
  }, [notify]);

  if (getToken()) return <Navigate to="/home" replace />;

  const onSubmit = async (values: LoginValues) => {
    try {
      await authProvider.login(values);
      const me = await authProvider.getIdentity!();
      // The toast is shown by the /home app (another notification context): see SystemGuard.
      sessionStorage.setItem(WELCOME_FLASH_KEY, String(me.fullName ?? values.username));
      navigate('/home', { replace: true });
    } catch (error) {
      const message = errorMessagesOf(error)[0] || translate('app.login.failed');
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: (t) => (t.palette.mode === 'dark' ? '#0b1320' : 'linear-gradient(135deg, #0d3b66 0%, #1f5f99 100%)') }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 1 }}>
              <LocalPoliceIcon />
            </Avatar>
            <Typography component="h1" variant="h5">{translate('app.login.title')}</Typography>
            <Typography variant="body2" color="text.secondary" align="center">{translate('app.login.subtitle')}</Typography>
          </Box>
          <form noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit}>
            <TextField
              label={translate('app.login.username')}
              autoComplete="username"
              fullWidth
              margin="normal"
              autoFocus
              {...register('username')}
              error={Boolean(formState.errors.username)}
              helperText={formState.errors.username?.message}
            />
            <TextField
              label={translate('app.login.password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              fullWidth
              margin="normal"
              {...register('password')}
              error={Boolean(formState.errors.password)}
              helperText={formState.errors.password?.message}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={translate('app.login.showPassword')} onClick={() => setShowPassword(!showPassword)} edge="end">
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 3 }} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? <CircularProgress size={24} color="inherit" /> : translate('app.login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
