/**
 * The marketplace's product categories (1.13 and 1.14). Authored by us: only their number (about
 * 65) and a few examples (Electrónica Menor, Muebles, Juguetería, Otro) were given, never the list.
 * Ordered by name with Spanish collation, "Otro" last; codes are kebab-case without accents.
 */
import type { components } from '../../openapi/generated/onboarding.ts';

export type ProductCategory = components['schemas']['ProductCategory'];

export const productCategories = [
  { code: 'accesorios-moda', name: 'Accesorios de Moda' },
  { code: 'accesorios-autos', name: 'Accesorios para Autos' },
  { code: 'aire-libre-camping', name: 'Aire Libre y Camping' },
  { code: 'alimentos-bebidas', name: 'Alimentos y Bebidas' },
  { code: 'audio', name: 'Audio' },
  { code: 'automotriz', name: 'Automotriz' },
  { code: 'bano', name: 'Baño' },
  { code: 'bebes', name: 'Bebés' },
  { code: 'belleza', name: 'Belleza' },
  { code: 'bicicletas', name: 'Bicicletas' },
  { code: 'bodega-organizacion', name: 'Bodega y Organización' },
  { code: 'calzado', name: 'Calzado' },
  { code: 'camaras-fotografia', name: 'Cámaras y Fotografía' },
  { code: 'climatizacion', name: 'Climatización' },
  { code: 'cocina', name: 'Cocina' },
  { code: 'colchones', name: 'Colchones' },
  { code: 'computacion', name: 'Computación' },
  { code: 'construccion', name: 'Construcción' },
  { code: 'cuidado-personal', name: 'Cuidado Personal' },
  { code: 'decoracion', name: 'Decoración' },
  { code: 'deportes', name: 'Deportes' },
  { code: 'dormitorio', name: 'Dormitorio' },
  { code: 'electrodomesticos', name: 'Electrodomésticos' },
  { code: 'electronica-menor', name: 'Electrónica Menor' },
  { code: 'equipaje-viajes', name: 'Equipaje y Viajes' },
  { code: 'farmacia', name: 'Farmacia' },
  { code: 'ferreteria', name: 'Ferretería' },
  { code: 'fiestas-eventos', name: 'Fiestas y Eventos' },
  { code: 'fitness', name: 'Fitness' },
  { code: 'gamer', name: 'Gamer' },
  { code: 'herramientas', name: 'Herramientas' },
  { code: 'iluminacion', name: 'Iluminación' },
  { code: 'instrumentos-musicales', name: 'Instrumentos Musicales' },
  { code: 'jardin', name: 'Jardín' },
  { code: 'joyeria-relojes', name: 'Joyería y Relojes' },
  { code: 'jugueteria', name: 'Juguetería' },
  { code: 'libreria-oficina', name: 'Librería y Oficina' },
  { code: 'libros', name: 'Libros' },
  { code: 'linea-blanca', name: 'Línea Blanca' },
  { code: 'maquillaje', name: 'Maquillaje' },
  { code: 'mascotas', name: 'Mascotas' },
  { code: 'menaje', name: 'Menaje' },
  { code: 'moda-hombre', name: 'Moda Hombre' },
  { code: 'moda-infantil', name: 'Moda Infantil' },
  { code: 'moda-mujer', name: 'Moda Mujer' },
  { code: 'motos', name: 'Motos' },
  { code: 'muebles', name: 'Muebles' },
  { code: 'muebles-oficina', name: 'Muebles de Oficina' },
  { code: 'perfumeria', name: 'Perfumería' },
  { code: 'piscinas', name: 'Piscinas' },
  { code: 'ropa-interior', name: 'Ropa Interior' },
  { code: 'salud-bienestar', name: 'Salud y Bienestar' },
  { code: 'seguridad', name: 'Seguridad' },
  { code: 'supermercado', name: 'Supermercado' },
  { code: 'tablets', name: 'Tablets' },
  { code: 'telefonia', name: 'Telefonía' },
  { code: 'television', name: 'Televisión' },
  { code: 'terraza-quincho', name: 'Terraza y Quincho' },
  { code: 'textil-hogar', name: 'Textil Hogar' },
  { code: 'vestuario-deportivo', name: 'Vestuario Deportivo' },
  { code: 'videojuegos', name: 'Videojuegos' },
  { code: 'vinos-licores', name: 'Vinos y Licores' },
  { code: 'wearables', name: 'Wearables' },
  { code: 'zapatillas', name: 'Zapatillas' },
  { code: 'otro', name: 'Otro' },
] as const satisfies readonly ProductCategory[];

/** Whether `code` is a product category. */
export function isProductCategory(code: string): boolean {
  return productCategories.some((category) => category.code === code);
}

/** The codes of a comma-separated list ('muebles, otro' -> ['muebles', 'otro']); empty entries kept as ''. */
export function splitCategoryCodes(value: string): string[] {
  return value.trim() === '' ? [] : value.split(',').map((code) => code.trim());
}

/** The comma-separated form of a list of codes. */
export function joinCategoryCodes(codes: readonly string[]): string {
  return codes.join(',');
}
