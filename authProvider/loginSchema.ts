import * as yup from 'yup';

/** Login rules of spec 1 §5, shared by the login form and the server. */
export const loginSchema = yup.object({
  username: yup.string().trim().required('El usuario es requerido').min(3, 'El usuario debe tener al menos 3 caracteres'),
  password: yup
    .string()
    .required('La contraseña es requerida')
    .min(6, 'La contraseña debe tener al menos 6 caracteres')
    .max(128, 'La contraseña no puede exceder 128 caracteres'),
});
