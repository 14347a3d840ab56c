import { REGIONS } from '../geography/regions.ts';

/**
 * What the demo orders are made of: a home-and-hardware store's products, Chilean buyers' names,
 * streets and communes. Plain data; server/seed/orders.ts draws from it with a seeded generator.
 */

/** A product of the demo store; prices in CLP with VAT. */
export interface CatalogueProduct {
  sku: string;
  name: string;
  price: number;
}

export const PRODUCTS: readonly CatalogueProduct[] = [
  { sku: 'TAL-PER-650', name: 'Taladro percutor 650 W', price: 39_990 },
  { sku: 'ATO-INA-12V', name: 'Atornillador inalámbrico 12 V con 2 baterías', price: 49_990 },
  { sku: 'DES-SET-24', name: 'Set de destornilladores 24 piezas', price: 12_990 },
  { sku: 'ESC-ALU-5P', name: 'Escalera de aluminio 5 peldaños', price: 54_990 },
  { sku: 'CAJ-HER-19', name: 'Caja de herramientas 19"', price: 14_990 },
  { sku: 'HID-LAV-1600', name: 'Hidrolavadora 1.600 W', price: 79_990 },
  { sku: 'HER-ELE-17', name: 'Hervidor eléctrico 1,7 L', price: 17_990 },
  { sku: 'CAF-ITA-6T', name: 'Cafetera italiana 6 tazas', price: 22_990 },
  { sku: 'SAR-ANT-28', name: 'Sartén antiadherente 28 cm', price: 19_990 },
  { sku: 'OLL-PRE-6L', name: 'Olla a presión 6 L', price: 34_990 },
  { sku: 'JUE-SAB-2P', name: 'Juego de sábanas 2 plazas 144 hilos', price: 24_990 },
  { sku: 'PLU-DUN-2P', name: 'Plumón de microfibra 2 plazas', price: 29_990 },
  { sku: 'TOA-SET-4', name: 'Set de 4 toallas de algodón', price: 16_990 },
  { sku: 'LAM-ESC-LED', name: 'Lámpara de escritorio LED', price: 15_990 },
  { sku: 'AMP-LED-9W', name: 'Pack 6 ampolletas LED 9 W luz cálida', price: 8_990 },
  { sku: 'EST-MET-5R', name: 'Estante metálico 5 repisas', price: 36_990 },
  { sku: 'SIL-ERG-NEG', name: 'Silla de escritorio ergonómica', price: 129_990 },
  { sku: 'ASP-SBO-1800', name: 'Aspiradora sin bolsa 1.800 W', price: 89_990 },
  { sku: 'EST-OLE-2000', name: 'Estufa a gas 2.000 kcal', price: 69_990 },
  { sku: 'VEN-PIE-16', name: 'Ventilador de pie 16"', price: 24_990 },
  { sku: 'PAR-IMP-OUT', name: 'Parka impermeable outdoor', price: 69_990 },
  { sku: 'MOC-TRK-40', name: 'Mochila trekking 40 L', price: 44_990 },
  { sku: 'CAR-IGL-4P', name: 'Carpa iglú 4 personas', price: 59_990 },
  { sku: 'PAR-CAR-57', name: 'Parrilla a carbón 57 cm', price: 74_990 },
  { sku: 'MAN-JAR-15M', name: 'Manguera de jardín 15 m con pistola', price: 13_990 },
  { sku: 'PIN-LAT-1G', name: 'Pintura látex blanco 1 galón', price: 18_990 },
];

/** Given names and surnames common in Chile (buyers are "name surname surname"). */
export const GIVEN_NAMES: readonly string[] = [
  'María José', 'Camila', 'Valentina', 'Francisca', 'Catalina', 'Javiera', 'Constanza', 'Fernanda', 'Daniela', 'Antonia',
  'Sofía', 'Isidora', 'Josefa', 'Ignacia', 'Bárbara', 'José', 'Juan Pablo', 'Matías', 'Benjamín', 'Sebastián',
  'Nicolás', 'Diego', 'Felipe', 'Tomás', 'Joaquín', 'Cristóbal', 'Vicente', 'Martín', 'Agustín', 'Andrés',
];

export const SURNAMES: readonly string[] = [
  'González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda',
  'Morales', 'Rodríguez', 'López', 'Fuentes', 'Hernández', 'Torres', 'Araya', 'Flores', 'Espinoza', 'Valenzuela',
  'Castillo', 'Tapia', 'Reyes', 'Gutiérrez', 'Castro', 'Pizarro', 'Álvarez', 'Vásquez', 'Sánchez', 'Fernández',
  'Ramírez', 'Carrasco', 'Gómez', 'Cortés', 'Herrera', 'Núñez', 'Jara', 'Vergara', 'Rivera', 'Figueroa',
];

/** Where buyers live: communes and their regions as the geography names them, with how often. */
const DESTINATIONS: readonly { region: string; communes: readonly string[]; weight: number }[] = [
  {
    region: 'Metropolitana de Santiago',
    communes: ['Santiago', 'Providencia', 'Las Condes', 'Ñuñoa', 'Maipú', 'Puente Alto', 'La Florida', 'San Bernardo', 'Vitacura', 'Peñalolén', 'Quilicura', 'Estación Central', 'La Reina', 'Macul', 'San Miguel', 'Lo Barnechea'],
    weight: 55,
  },
  { region: 'Valparaíso', communes: ['Viña del Mar', 'Valparaíso', 'Quilpué', 'Villa Alemana', 'San Antonio'], weight: 11 },
  { region: 'Biobío', communes: ['Concepción', 'Talcahuano', 'San Pedro de la Paz', 'Los Ángeles'], weight: 8 },
  { region: 'Coquimbo', communes: ['La Serena', 'Coquimbo', 'Ovalle'], weight: 5 },
  { region: 'Antofagasta', communes: ['Antofagasta', 'Calama'], weight: 4 },
  { region: 'La Araucanía', communes: ['Temuco', 'Villarrica', 'Pucón'], weight: 4 },
  { region: 'Los Lagos', communes: ['Puerto Montt', 'Osorno', 'Puerto Varas'], weight: 4 },
  { region: "Libertador General Bernardo O'Higgins", communes: ['Rancagua', 'San Fernando'], weight: 3 },
  { region: 'Maule', communes: ['Talca', 'Curicó'], weight: 3 },
  { region: 'Magallanes y de la Antártica Chilena', communes: ['Punta Arenas'], weight: 1 },
  { region: 'Tarapacá', communes: ['Iquique', 'Alto Hospicio'], weight: 1 },
  { region: 'Ñuble', communes: ['Chillán'], weight: 1 },
];

/** Every destination, checked against the geography: a commune outside its region fails at start. */
export const DESTINATION_WEIGHTS: readonly { commune: string; region: string; weight: number }[] = DESTINATIONS.flatMap(({ region, communes, weight }) => {
  const known = REGIONS.find((candidate) => candidate.name === region);
  return communes.map((commune) => {
    if (!known?.childGeographies.some((candidate) => candidate.name === commune)) throw new Error(`The geography has no commune ${commune} in ${region}`);
    return { commune, region, weight: weight / communes.length };
  });
});

export const STREETS: readonly string[] = [
  'Av. Providencia', 'Los Leones', 'Av. Vicuña Mackenna', 'Gran Avenida José Miguel Carrera', 'Av. Pajaritos', 'Av. Irarrázaval',
  'Av. Apoquindo', 'Av. Grecia', 'Av. Los Pajaritos', 'Av. La Florida', 'Av. Libertad', 'Calle Valparaíso', 'Av. Alemania',
  "Av. Bernardo O'Higgins", 'Arturo Prat', 'Baquedano', 'Colón', 'Av. Pedro de Valdivia', 'Manuel Montt', 'Av. Las Torres',
  'Los Carrera', 'Freire', 'Maipú', 'Av. Costanera', 'Pasaje Los Aromos', 'Los Boldos', 'Av. España', 'Balmaceda',
];

export const ADDRESS_REFERENCES: readonly string[] = [
  'Dejar en conserjería',
  'Casa esquina, reja verde',
  'Timbre no funciona, llamar al llegar',
  'Entregar después de las 18:00',
  'Oficina en segundo piso',
];

/** Carriers that pick up the demo orders (timeline notes only). */
export const CARRIERS: readonly string[] = ['Chilexpress', 'Starken', 'Blue Express'];

export const DELIVERY_PROBLEMS: readonly string[] = ['Dirección incompleta', 'Edificio sin conserjería', 'Sector de difícil acceso', 'Paquete retenido en centro de distribución'];

export const CLAIM_REASONS: readonly string[] = ['Producto dañado', 'Producto distinto al publicado', 'Faltan piezas', 'No funciona'];
