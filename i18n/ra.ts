import type { TranslationMessages } from 'ra-core';
import { LOGGED_OUT_MESSAGE } from './login';

/**
 * Spanish (es-ES) translation of react-admin 5's message catalogue.
 *
 * Mirrors the structure of `ra-language-english` key for key; every
 * interpolation placeholder (%{...}) and every polyglot plural separator
 * (' |||| ') of the English catalogue is preserved.
 * Checked by tests/unit/i18n.test.ts.
 */
export const raSpanishMessages: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'Añadir filtro',
            add: 'Añadir',
            back: 'Volver',
            bulk_actions:
                '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
            cancel: 'Cancelar',
            clear_array_input: 'Vaciar la lista',
            clear_input_value: 'Borrar valor',
            clone: 'Duplicar',
            confirm: 'Confirmar',
            create: 'Crear',
            create_item: 'Crear %{item}',
            delete: 'Eliminar',
            edit: 'Editar',
            export: 'Exportar',
            list: 'Listado',
            refresh: 'Recargar',
            remove_filter: 'Quitar este filtro',
            remove_all_filters: 'Quitar todos los filtros',
            remove: 'Quitar',
            reset: 'Restablecer',
            save: 'Guardar',
            search: 'Buscar',
            search_columns: 'Buscar columnas',
            select_all: 'Seleccionar todo',
            select_all_button: 'Seleccionar todo',
            select_row: 'Seleccionar esta fila',
            show: 'Ver',
            sort: 'Ordenar',
            undo: 'Deshacer',
            unselect: 'Deseleccionar',
            expand: 'Expandir',
            close: 'Cerrar',
            open_menu: 'Abrir menú',
            close_menu: 'Cerrar menú',
            update: 'Actualizar',
            move_up: 'Subir',
            move_down: 'Bajar',
            open: 'Abrir',
            toggle_theme: 'Cambiar tema claro/oscuro',
            select_columns: 'Columnas',
            update_application: 'Recargar la aplicación',
        },
        boolean: {
            true: 'Sí',
            false: 'No',
            null: ' ',
        },
        page: {
            create: 'Crear %{name}',
            dashboard: 'Inicio',
            edit: '%{name} %{recordRepresentation}',
            error: 'Algo no salió bien',
            list: '%{name}',
            loading: 'Cargando',
            not_found: 'Pagina no encontrada',
            show: '%{name} %{recordRepresentation}',
            empty: 'Aún no hay %{name}.',
            invite: '¿Quieres añadir un registro?',
            access_denied: 'Acceso denegado',
            authentication_error: 'Error de autenticación',
        },
        input: {
            file: {
                upload_several:
                    'Arrastra algunos archivos para subirlos o haz clic para seleccionar uno.',
                upload_single:
                    'Arrastra un archivo para subirlo o haz clic para seleccionarlo.',
            },
            image: {
                upload_several:
                    'Arrastra algunas imágenes para subirlas o haz clic para seleccionar una.',
                upload_single:
                    'Arrastra una imagen para subirla o haz clic para seleccionarla.',
            },
            references: {
                all_missing: 'No se pudieron encontrar los datos de referencia.',
                many_missing:
                    'Al menos una de las referencias asociadas ya no parece estar disponible.',
                single_missing:
                    'La referencia asociada ya no parece estar disponible.',
            },
            password: {
                toggle_visible: 'Ocultar contraseña',
                toggle_hidden: 'Mostrar contraseña',
            },
        },
        message: {
            about: 'Acerca de',
            access_denied:
                'No tienes los permisos necesarios para acceder a esta página',
            are_you_sure: '¿Confirmas esta acción?',
            authentication_error:
                'El servidor de autenticación devolvió un error y no se pudieron verificar tus credenciales.',
            auth_error:
                'Se produjo un error al validar la credencial de autenticación.',
            bulk_delete_content:
                '¿Seguro que quieres eliminar este elemento (%{name})? |||| ¿Seguro que quieres eliminar estos %{smart_count} elementos?',
            bulk_delete_title:
                'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
            bulk_update_content:
                '¿Seguro que quieres actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que quieres actualizar estos %{smart_count} elementos?',
            bulk_update_title:
                'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
            clear_array_input: '¿Seguro que quieres vaciar toda la lista?',
            delete_content:
                '¿Seguro que quieres eliminar este elemento (%{name})?',
            delete_title: 'Eliminar %{name} %{recordRepresentation}',
            details: 'Detalles',
            error: 'Ha ocurrido un error inesperado.',
            invalid_form: 'El formulario no es válido. Revisa los errores',
            loading: 'Por favor, espera',
            no: 'No',
            not_found:
                'Has escrito una dirección incorrecta o has seguido un enlace no válido.',
            select_all_limit_reached:
                'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max} elementos.',
            unsaved_changes:
                'Algunos de tus cambios no se guardaron. ¿Seguro que quieres descartarlos?',
            yes: 'Sí',
            placeholder_data_warning:
                'Problema de red: no se pudieron actualizar los datos.',
        },
        navigation: {
            clear_filters: 'Borrar filtros',
            no_filtered_results:
                'No se encontraron resultados de %{name} con los filtros actuales.',
            no_results: 'No se encontraron resultados de %{name}',
            no_more_results:
                'El número de página %{page} está fuera de los límites. Prueba con la página anterior.',
            page_out_of_boundaries:
                'Número de página %{page} fuera de los límites',
            page_out_from_end: 'No se puede ir más allá de la última página',
            page_out_from_begin: 'No se puede ir antes de la página 1',
            page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
            current_page: 'Página %{page}',
            page: 'Ir a la página %{page}',
            first: 'Ir a la primera página',
            last: 'Ir a la última página',
            next: 'Ir a la página siguiente',
            previous: 'Ir a la página anterior',
            page_rows_per_page: 'Filas por página:',
            skip_nav: 'Saltar al contenido',
        },
        sort: {
            sort_by: 'Ordenar por %{field_lower_first} %{order}',
            ASC: 'ascendente',
            DESC: 'descendente',
        },
        auth: {
            auth_check_error:
                'Sesión expirada, por favor inicia sesión nuevamente',
            user_menu: 'Perfil',
            username: 'Usuario',
            password: 'Contraseña',
            email: 'Correo electrónico',
            sign_in: 'Ingresar',
            sign_in_error: 'Error de autenticación, por favor inténtalo de nuevo',
            logout: 'Cerrar sesión',
        },
        notification: {
            updated:
                'Elemento actualizado |||| %{smart_count} elementos actualizados',
            created: 'Elemento creado',
            deleted:
                'Elemento eliminado |||| %{smart_count} elementos eliminados',
            bad_item: 'Elemento incorrecto',
            item_doesnt_exist: 'El elemento no existe',
            http_error: 'Error de conexión. Revisa tu red.',
            data_provider_error:
                'Error del proveedor de datos. Revisa la consola para más detalles.',
            i18n_error:
                'No se pudieron cargar las traducciones para el idioma especificado',
            canceled: 'Acción cancelada',
            logged_out: LOGGED_OUT_MESSAGE,
            not_authorized: 'No tienes autorización para acceder a este recurso.',
            application_update_available: 'Hay una nueva versión disponible.',
            offline: 'Sin conexión. No se pudieron obtener los datos.',
        },
        validation: {
            required: 'Obligatorio',
            minLength: 'Debe tener al menos %{min} caracteres',
            maxLength: 'Debe tener %{max} caracteres o menos',
            minValue: 'Debe ser como mínimo %{min}',
            maxValue: 'Debe ser %{max} o menos',
            number: 'Debe ser un número',
            email: 'Debe ser un correo electrónico válido',
            oneOf: 'Debe ser uno de: %{options}',
            regex: 'Debe coincidir con un formato específico (expresión regular): %{pattern}',
            unique: 'Debe ser único',
        },
        saved_queries: {
            label: 'Consultas guardadas',
            query_name: 'Nombre de la consulta',
            new_label: 'Guardar la consulta actual...',
            new_dialog_title: 'Guardar la consulta actual como',
            remove_label: 'Eliminar consulta guardada',
            remove_label_with_name: 'Eliminar la consulta "%{name}"',
            remove_dialog_title: '¿Eliminar la consulta guardada?',
            remove_message:
                '¿Seguro que quieres eliminar este elemento de tu lista de consultas guardadas?',
            help: 'Filtra la lista y guarda esta consulta para más tarde',
        },
        guesser: {
            empty: {
                title: 'No hay datos para mostrar',
                message: 'Por favor, revisa tu proveedor de datos',
            },
        },
        configurable: {
            customize: 'Personalizar',
            configureMode: 'Configurar esta página',
            inspector: {
                title: 'Inspector',
                content:
                    'Pasa el cursor sobre los elementos de la interfaz para configurarlos',
                reset: 'Restablecer configuración',
                hideAll: 'Ocultar todo',
                showAll: 'Mostrar todo',
            },
            Datagrid: {
                title: 'Tabla de datos',
                unlabeled: 'Columna sin etiqueta #%{column}',
            },
            SimpleForm: {
                title: 'Formulario',
                unlabeled: 'Campo sin etiqueta #%{input}',
            },
            SimpleList: {
                title: 'Lista',
                primaryText: 'Texto principal',
                secondaryText: 'Texto secundario',
                tertiaryText: 'Texto terciario',
            },
        },
    },
};

export default raSpanishMessages;
