/** The texts of the /home guard (spec 1 §2.4), shared by the light entry's boot screen (src/session/BootScreen.tsx). */
export const guardMessages = {
  checkingSession: 'Verificando sesión...',
  loadingData: 'Cargando datos del sistema...',
  dataErrorTitle: 'Error al cargar los datos del sistema',
  dataErrorText: 'No se pudieron cargar los datos necesarios para el funcionamiento del sistema.',
  dataEmptyTitle: 'Datos del sistema no disponibles',
  dataEmptyText: 'Los datos de inicialización no están disponibles en este momento.',
  retry: 'Reintentar',
  dataInitToast: 'Error al cargar los datos de inicialización',
};
