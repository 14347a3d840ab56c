import type { AttributeValue } from '../../shared/catalog/productRules.ts';

/**
 * What the demo sellers sell, as families of products: a category (by code, seeded with the
 * catalogue's configuration), a brand, and models that differ in a name, a price and the category's
 * attributes. Every family's attributes satisfy its category's required ones, so any product can be
 * sent to review or shown as approved. Plain data; server/seed/catalogue.ts writes it.
 */

export interface DemoModel {
  /** The product's title. */
  title: string;
  price: number;
  /** The SKU of its only variant when it has one; a family's models with variants name their own. */
  sku?: string;
  attributes?: Readonly<Record<string, AttributeValue>>;
  /** What is sold when it comes in sizes or colours: each with its SKU and what varies. */
  variants?: readonly { sku: string; attributes: Readonly<Record<string, AttributeValue>> }[];
}

export interface DemoFamily {
  category: string;
  brand: string;
  /** One or two sentences buyers read: what it is for. */
  description: string;
  models: readonly DemoModel[];
}

/** The products the demo orders carry (server/seed/order-catalogue.ts): their SKUs are these products' variants. */
export const ORDERED_FAMILIES: readonly DemoFamily[] = [
  {
    category: 'herramientas',
    brand: 'Bosch',
    description: 'Herramienta eléctrica para perforar madera, metal y concreto, con selector de velocidad y empuñadura auxiliar.',
    models: [
      { title: 'Taladro percutor 650 W', sku: 'TAL-PER-650', price: 39_990 },
      { title: 'Hidrolavadora 1.600 W', sku: 'HID-LAV-1600', price: 79_990 },
    ],
  },
  {
    category: 'herramientas',
    brand: 'Black+Decker',
    description: 'Atornillador sin cable con dos baterías de litio y cargador, para armar muebles y trabajos de casa.',
    models: [{ title: 'Atornillador inalámbrico 12 V con 2 baterías', sku: 'ATO-INA-12V', price: 49_990 }],
  },
  {
    category: 'herramientas',
    brand: 'Stanley',
    description: 'Herramientas de mano de acero al cromo vanadio, en estuche para tenerlas ordenadas.',
    models: [
      { title: 'Set de destornilladores 24 piezas', sku: 'DES-SET-24', price: 12_990 },
      { title: 'Caja de herramientas 19"', sku: 'CAJ-HER-19', price: 14_990 },
    ],
  },
  {
    category: 'construccion',
    brand: 'Genérica',
    description: 'Para la casa y la obra: resistente, liviano y fácil de guardar.',
    models: [
      { title: 'Escalera de aluminio 5 peldaños', sku: 'ESC-ALU-5P', price: 54_990 },
      { title: 'Pintura látex blanco 1 galón', sku: 'PIN-LAT-1G', price: 18_990 },
    ],
  },
  {
    category: 'electrodomesticos',
    brand: 'Oster',
    description: 'Pequeño electrodoméstico de cocina con apagado automático y base antideslizante.',
    models: [{ title: 'Hervidor eléctrico 1,7 L', sku: 'HER-ELE-17', price: 17_990 }],
  },
  {
    category: 'electrodomesticos',
    brand: 'Electrolux',
    description: 'Aspiradora ciclónica con filtro lavable y accesorios para pisos, alfombras y tapices.',
    models: [{ title: 'Aspiradora sin bolsa 1.800 W', sku: 'ASP-SBO-1800', price: 89_990 }],
  },
  {
    category: 'cocina',
    brand: 'Genérica',
    description: 'Menaje de cocina para el uso diario, apto para cocinas a gas, eléctricas y vitrocerámicas.',
    models: [
      { title: 'Cafetera italiana 6 tazas', sku: 'CAF-ITA-6T', price: 22_990 },
      { title: 'Sartén antiadherente 28 cm', sku: 'SAR-ANT-28', price: 19_990 },
      { title: 'Olla a presión 6 L', sku: 'OLL-PRE-6L', price: 34_990 },
    ],
  },
  {
    category: 'textil-hogar',
    brand: 'Cic',
    description: 'Ropa de cama suave y durable, lavable en máquina.',
    models: [
      { title: 'Juego de sábanas 2 plazas 144 hilos', sku: 'JUE-SAB-2P', price: 24_990 },
      { title: 'Plumón de microfibra 2 plazas', sku: 'PLU-DUN-2P', price: 29_990 },
      { title: 'Set de 4 toallas de algodón', sku: 'TOA-SET-4', price: 16_990 },
    ],
  },
  {
    category: 'iluminacion',
    brand: 'Philips',
    description: 'Iluminación LED de bajo consumo y larga duración.',
    models: [
      { title: 'Lámpara de escritorio LED', sku: 'LAM-ESC-LED', price: 15_990 },
      { title: 'Pack 6 ampolletas LED 9 W luz cálida', sku: 'AMP-LED-9W', price: 8_990 },
    ],
  },
  {
    category: 'bodega-organizacion',
    brand: 'Genérica',
    description: 'Estante de acero para bodega, garaje o despensa; se arma sin herramientas.',
    models: [{ title: 'Estante metálico 5 repisas', sku: 'EST-MET-5R', price: 36_990 }],
  },
  {
    category: 'muebles-oficina',
    brand: 'Genérica',
    description: 'Silla con respaldo de malla, apoyo lumbar y altura regulable para largas jornadas.',
    models: [{ title: 'Silla de escritorio ergonómica', sku: 'SIL-ERG-NEG', price: 129_990 }],
  },
  {
    category: 'climatizacion',
    brand: 'Ursus Trotter',
    description: 'Para el invierno y el verano chilenos: potente, seguro y fácil de mover.',
    models: [
      { title: 'Estufa a gas 2.000 kcal', sku: 'EST-OLE-2000', price: 69_990 },
      { title: 'Ventilador de pie 16"', sku: 'VEN-PIE-16', price: 24_990 },
    ],
  },
  {
    category: 'aire-libre-camping',
    brand: 'Columbia',
    description: 'Equipo para el cerro y el camping: liviano, impermeable y resistente.',
    models: [
      { title: 'Parka impermeable outdoor', sku: 'PAR-IMP-OUT', price: 69_990 },
      { title: 'Mochila trekking 40 L', sku: 'MOC-TRK-40', price: 44_990 },
      { title: 'Carpa iglú 4 personas', sku: 'CAR-IGL-4P', price: 59_990 },
    ],
  },
  {
    category: 'terraza-quincho',
    brand: 'Genérica',
    description: 'Para el asado del fin de semana: parrilla con tapa, termómetro y ruedas.',
    models: [{ title: 'Parrilla a carbón 57 cm', sku: 'PAR-CAR-57', price: 74_990 }],
  },
  {
    category: 'jardin',
    brand: 'Genérica',
    description: 'Manguera flexible que no se dobla, con pistola de siete chorros y conectores.',
    models: [{ title: 'Manguera de jardín 15 m con pistola', sku: 'MAN-JAR-15M', price: 13_990 }],
  },
];

const sizes = (prefix: string, values: readonly string[], color: string) =>
  values.map((talla) => ({ sku: `${prefix}-${talla.replace(/[^A-Za-z0-9]/g, '')}`, attributes: { talla, color } }));

/** The rest of a demo seller's catalogue: what a general store of a Chilean marketplace sells. */
export const MORE_FAMILIES: readonly DemoFamily[] = [
  ...(['Samsung', 'LG', 'TCL', 'Sony'] as const).map((brand, index) => ({
    category: 'television',
    brand,
    description: 'Smart TV con aplicaciones de streaming, control por voz y tres entradas HDMI.',
    models: [43, 50, 55, 65].map((pantalla) => ({
      title: `Smart TV ${brand} ${pantalla}" ${pantalla >= 55 ? '4K UHD' : 'Full HD'}`,
      sku: `TV-${brand.slice(0, 3).toUpperCase()}-${pantalla}`,
      price: 159_990 + pantalla * 4_000 + index * 20_000,
      attributes: { pantalla, resolucion: pantalla >= 55 ? '4K' : 'Full HD', smart_tv: true },
    })),
  })),
  ...(['Samsung', 'Xiaomi', 'Motorola', 'Apple'] as const).map((brand, index) => ({
    category: 'telefonia',
    brand,
    description: 'Smartphone liberado para todas las compañías, con cámara principal de alta resolución y carga rápida.',
    models: [
      { name: 'A', storage: ['128 GB', '256 GB'], colors: ['Negro', 'Azul'] },
      { name: 'Pro', storage: ['256 GB', '512 GB'], colors: ['Negro', 'Gris'] },
    ].map((line, lineIndex) => ({
      title: `Smartphone ${brand} ${line.name} ${lineIndex === 0 ? '6,5"' : '6,7"'}`,
      price: 199_990 + index * 60_000 + lineIndex * 250_000,
      attributes: { red_5g: lineIndex === 1 },
      variants: line.storage.flatMap((almacenamiento) =>
        line.colors.map((color) => ({
          sku: `CEL-${brand.slice(0, 3).toUpperCase()}-${line.name.toUpperCase()}-${almacenamiento.replace(/\D/g, '')}-${color.slice(0, 3).toUpperCase()}`,
          attributes: { almacenamiento, color },
        })),
      ),
    })),
  })),
  ...(['Lenovo', 'HP', 'Dell', 'Asus'] as const).map((brand, index) => ({
    category: 'computacion',
    brand,
    description: 'Notebook para trabajo y estudio con disco sólido, teclado en español y Windows 11.',
    models: [
      { procesador: 'Intel Core i5', ram: 8, pantalla: 14 },
      { procesador: 'AMD Ryzen 7', ram: 16, pantalla: 15.6 },
    ].map((spec, specIndex) => ({
      title: `Notebook ${brand} ${spec.pantalla}" ${spec.procesador} ${spec.ram} GB`,
      sku: `NB-${brand.slice(0, 3).toUpperCase()}-${specIndex + 1}`,
      price: 449_990 + index * 30_000 + specIndex * 200_000,
      attributes: { procesador: spec.procesador, ram: spec.ram, pantalla: spec.pantalla },
    })),
  })),
  {
    category: 'audio',
    brand: 'JBL',
    description: 'Sonido con graves profundos, conexión Bluetooth y batería para todo el día.',
    models: [
      { title: 'Parlante Bluetooth JBL portátil resistente al agua', sku: 'AUD-JBL-PAR', price: 59_990 },
      { title: 'Audífonos inalámbricos JBL con cancelación de ruido', sku: 'AUD-JBL-ANC', price: 89_990 },
      { title: 'Audífonos in-ear JBL deportivos', sku: 'AUD-JBL-INE', price: 39_990 },
    ],
  },
  {
    category: 'audio',
    brand: 'Sony',
    description: 'Audio de alta fidelidad con conexión Bluetooth y micrófono para llamadas.',
    models: [
      { title: 'Audífonos Sony over-ear inalámbricos', sku: 'AUD-SON-OVE', price: 129_990 },
      { title: 'Barra de sonido Sony 2.1 canales', sku: 'AUD-SON-BAR', price: 179_990 },
      { title: 'Parlante Sony con luces para fiestas', sku: 'AUD-SON-FIE', price: 219_990 },
    ],
  },
  ...(['LG', 'Samsung', 'Fensa', 'Mabe'] as const).map((brand, index) => ({
    category: 'linea-blanca',
    brand,
    description: 'Línea blanca eficiente, con garantía de fábrica y servicio técnico en todo Chile.',
    models: [
      { title: `Refrigerador ${brand} No Frost 320 L`, sku: `LB-${brand.slice(0, 3).toUpperCase()}-REF`, price: 379_990 + index * 25_000, attributes: { capacidad: 320, eficiencia: 'A+' } },
      { title: `Lavadora ${brand} carga frontal 9 kg`, sku: `LB-${brand.slice(0, 3).toUpperCase()}-LAV`, price: 329_990 + index * 20_000, attributes: { capacidad: 60, eficiencia: 'A++' } },
    ],
  })),
  {
    category: 'electrodomesticos',
    brand: 'Oster',
    description: 'Pequeño electrodoméstico de cocina con apagado automático y base antideslizante.',
    models: [
      { title: 'Licuadora Oster 10 velocidades 1,25 L', sku: 'ELE-OST-LIC', price: 44_990 },
      { title: 'Batidora de pedestal Oster 4,5 L', sku: 'ELE-OST-BAT', price: 119_990 },
      { title: 'Freidora de aire Oster 4 L', sku: 'ELE-OST-FRE', price: 69_990 },
      { title: 'Tostador Oster 2 rebanadas', sku: 'ELE-OST-TOS', price: 19_990 },
    ],
  },
  {
    category: 'electrodomesticos',
    brand: 'Philips',
    description: 'Diseño compacto, fácil de limpiar y con dos años de garantía.',
    models: [
      { title: 'Cafetera de goteo Philips 1,2 L', sku: 'ELE-PHI-CAF', price: 34_990 },
      { title: 'Plancha a vapor Philips 2.400 W', sku: 'ELE-PHI-PLA', price: 39_990 },
      { title: 'Hervidor Philips acero inoxidable 1,7 L', sku: 'ELE-PHI-HER', price: 29_990 },
    ],
  },
  {
    category: 'electrodomesticos',
    brand: 'Thomas',
    description: 'Electrodoméstico potente y duradero para el hogar.',
    models: [
      { title: 'Aspiradora Thomas con filtro de agua', sku: 'ELE-THO-ASP', price: 149_990 },
      { title: 'Microondas Thomas 20 L con grill', sku: 'ELE-THO-MIC', price: 79_990 },
      { title: 'Horno eléctrico Thomas 45 L', sku: 'ELE-THO-HOR', price: 89_990 },
    ],
  },
  {
    category: 'colchones',
    brand: 'Rosen',
    description: 'Colchón de resortes ensacados con espuma de alta densidad y tela antiácaros.',
    models: (['1 plaza', '1,5 plazas', '2 plazas', 'King'] as const).map((plazas, index) => ({
      title: `Colchón Rosen Pocket ${plazas}`,
      sku: `COL-ROS-${index + 1}`,
      price: 149_990 + index * 60_000,
      attributes: { plazas, firmeza: 'Media' },
    })),
  },
  {
    category: 'colchones',
    brand: 'Cic',
    description: 'Colchón de espuma viscoelástica que se adapta al cuerpo.',
    models: (['2 plazas', 'Super King'] as const).map((plazas, index) => ({
      title: `Colchón Cic Memory Foam ${plazas}`,
      sku: `COL-CIC-${index + 1}`,
      price: 229_990 + index * 120_000,
      attributes: { plazas, firmeza: 'Firme' },
    })),
  },
  {
    category: 'muebles',
    brand: 'Genérica',
    description: 'Mueble de armado sencillo, con instrucciones y herrajes incluidos.',
    models: [
      { title: 'Rack de TV de melamina 140 cm', sku: 'MUE-RAC-140', price: 69_990, attributes: { material: 'Melamina', ancho: 140 } },
      { title: 'Sofá de 3 cuerpos tela gris', sku: 'MUE-SOF-3C', price: 299_990, attributes: { material: 'Tela', ancho: 200 } },
      { title: 'Mesa de comedor de madera 6 sillas', sku: 'MUE-COM-6S', price: 349_990, attributes: { material: 'Madera de pino', ancho: 160 } },
      { title: 'Cómoda de 5 cajones blanca', sku: 'MUE-COM-5C', price: 89_990, attributes: { material: 'Melamina', ancho: 80 } },
      { title: 'Velador de 2 cajones', sku: 'MUE-VEL-2C', price: 39_990, attributes: { material: 'MDF', ancho: 45 } },
      { title: 'Estante librero de 5 niveles', sku: 'MUE-LIB-5N', price: 59_990, attributes: { material: 'Melamina', ancho: 80 } },
    ],
  },
  ...(['Nike', 'Adidas', 'Puma'] as const).map((brand, index) => ({
    category: 'zapatillas',
    brand,
    description: 'Zapatillas con amortiguación liviana y suela de goma para correr o para el día a día.',
    models: ['Running', 'Urbanas', 'Training'].map((line, lineIndex) => ({
      title: `Zapatillas ${brand} ${line} ${lineIndex === 1 ? 'unisex' : 'hombre'}`,
      price: 59_990 + index * 10_000 + lineIndex * 15_000,
      variants: sizes(`ZAP-${brand.slice(0, 3).toUpperCase()}-${lineIndex + 1}`, ['39', '40', '41', '42'], lineIndex === 1 ? 'Blanco' : 'Negro'),
    })),
  })),
  {
    category: 'moda-mujer',
    brand: 'Genérica',
    description: 'Prenda de algodón de calce regular, lavable en máquina.',
    models: [
      { title: 'Polera de algodón manga corta mujer', price: 9_990, variants: sizes('MUJ-POL', ['S', 'M', 'L'], 'Blanco') },
      { title: 'Jeans skinny tiro alto mujer', price: 24_990, variants: sizes('MUJ-JEA', ['S', 'M', 'L', 'XL'], 'Azul') },
      { title: 'Chaqueta acolchada mujer', price: 39_990, variants: sizes('MUJ-CHA', ['S', 'M', 'L'], 'Negro') },
      { title: 'Vestido de lino manga corta', price: 29_990, variants: sizes('MUJ-VES', ['S', 'M', 'L'], 'Beige') },
    ],
  },
  {
    category: 'moda-hombre',
    brand: 'Genérica',
    description: 'Prenda de algodón de calce regular, lavable en máquina.',
    models: [
      { title: 'Camisa oxford manga larga hombre', price: 19_990, variants: sizes('HOM-CAM', ['M', 'L', 'XL'], 'Celeste') },
      { title: 'Polerón con capucha hombre', price: 22_990, variants: sizes('HOM-POL', ['M', 'L', 'XL'], 'Gris') },
      { title: 'Pantalón chino hombre', price: 24_990, variants: sizes('HOM-PAN', ['M', 'L', 'XL'], 'Beige') },
      { title: 'Chaqueta cortaviento hombre', price: 34_990, variants: sizes('HOM-CHA', ['M', 'L', 'XL'], 'Negro') },
    ],
  },
  {
    category: 'bicicletas',
    brand: 'Trek',
    description: 'Bicicleta con cuadro de aluminio, frenos de disco y cambios Shimano.',
    models: (['16', '24', '27.5', '29'] as const).map((aro, index) => ({
      title: `Bicicleta Trek aro ${aro.replace('.', ',')} ${index < 2 ? 'infantil' : 'mountain bike'}`,
      sku: `BIC-TRE-${aro.replace('.', '')}`,
      price: 149_990 + index * 120_000,
      attributes: { aro },
    })),
  },
  {
    category: 'vinos-licores',
    brand: 'Genérica',
    description: 'Del valle central de Chile; para mayores de 18 años.',
    models: [
      { title: 'Vino Cabernet Sauvignon Reserva 750 ml', sku: 'VIN-CAB-750', price: 6_990, attributes: { graduacion: 13.5, volumen: 750 } },
      { title: 'Vino Carménère Gran Reserva 750 ml', sku: 'VIN-CAR-750', price: 9_990, attributes: { graduacion: 14, volumen: 750 } },
      { title: 'Vino Sauvignon Blanc 750 ml', sku: 'VIN-SAU-750', price: 5_990, attributes: { graduacion: 12.5, volumen: 750 } },
      { title: 'Pisco 35° 1 L', sku: 'PIS-35-1000', price: 8_990, attributes: { graduacion: 35, volumen: 1000 } },
      { title: 'Espumante brut 750 ml', sku: 'ESP-BRU-750', price: 7_990, attributes: { graduacion: 12, volumen: 750 } },
      { title: 'Pack 6 cervezas artesanales 330 ml', sku: 'CER-ART-6', price: 11_990, attributes: { graduacion: 5.5, volumen: 1980 } },
    ],
  },
  {
    category: 'jugueteria',
    brand: 'Mattel',
    description: 'Juguete con certificación de seguridad, para niños desde la edad indicada en la caja.',
    models: [
      { title: 'Muñeca Barbie con accesorios', sku: 'JUG-MAT-BAR', price: 19_990 },
      { title: 'Pista Hot Wheels con lanzador', sku: 'JUG-MAT-HOT', price: 29_990 },
      { title: 'Juego de mesa UNO', sku: 'JUG-MAT-UNO', price: 5_990 },
      { title: 'Bloques Mega Bloks 80 piezas', sku: 'JUG-MAT-MEG', price: 16_990 },
      { title: 'Set de autos Matchbox 5 unidades', sku: 'JUG-MAT-MAT', price: 9_990 },
      { title: 'Peluche Fisher-Price musical', sku: 'JUG-MAT-FIS', price: 14_990 },
    ],
  },
  {
    category: 'videojuegos',
    brand: 'Nintendo',
    description: 'Versión chilena con garantía oficial.',
    models: [
      { title: 'Consola Nintendo Switch OLED', sku: 'VJ-NIN-OLED', price: 379_990 },
      { title: 'Control Nintendo Switch Pro', sku: 'VJ-NIN-PRO', price: 64_990 },
      { title: 'Juego Mario Kart 8 Deluxe para Switch', sku: 'VJ-NIN-MK8', price: 49_990 },
      { title: 'Juego Zelda Tears of the Kingdom para Switch', sku: 'VJ-NIN-ZEL', price: 59_990 },
      { title: 'Estuche de transporte Nintendo Switch', sku: 'VJ-NIN-EST', price: 19_990 },
    ],
  },
  {
    category: 'equipaje-viajes',
    brand: 'Samsonite',
    description: 'Maleta rígida de policarbonato con ruedas 360° y candado TSA.',
    models: [
      { title: 'Maleta de cabina Samsonite 55 cm', sku: 'MAL-SAM-55', price: 129_990 },
      { title: 'Maleta mediana Samsonite 69 cm', sku: 'MAL-SAM-69', price: 159_990 },
      { title: 'Maleta grande Samsonite 81 cm', sku: 'MAL-SAM-81', price: 189_990 },
      { title: 'Mochila para notebook Samsonite 15,6"', sku: 'MOC-SAM-156', price: 69_990 },
    ],
  },
  {
    category: 'herramientas',
    brand: 'Makita',
    description: 'Herramienta profesional con motor de alto rendimiento y dos años de garantía.',
    models: [
      { title: 'Esmeril angular Makita 4 1/2" 720 W', sku: 'HER-MAK-ESM', price: 54_990 },
      { title: 'Sierra circular Makita 7 1/4" 1.800 W', sku: 'HER-MAK-SIE', price: 119_990 },
      { title: 'Rotomartillo Makita SDS Plus 800 W', sku: 'HER-MAK-ROT', price: 149_990 },
      { title: 'Lijadora orbital Makita 180 W', sku: 'HER-MAK-LIJ', price: 49_990 },
      { title: 'Taladro inalámbrico Makita 18 V', sku: 'HER-MAK-TAL', price: 129_990 },
      { title: 'Set de brocas Makita 100 piezas', sku: 'HER-MAK-BRO', price: 34_990 },
      { title: 'Caladora Makita 450 W', sku: 'HER-MAK-CAL', price: 69_990 },
      { title: 'Aspiradora para taller Makita 20 L', sku: 'HER-MAK-ASP', price: 99_990 },
    ],
  },
  {
    category: 'mascotas',
    brand: 'Genérica',
    description: 'Para el cuidado diario de perros y gatos.',
    models: [
      { title: 'Cama para perro mediana lavable', sku: 'MAS-CAM-M', price: 24_990 },
      { title: 'Rascador para gato de 3 niveles', sku: 'MAS-RAS-3N', price: 39_990 },
      { title: 'Comedero doble de acero inoxidable', sku: 'MAS-COM-2', price: 9_990 },
      { title: 'Transportadora para mascotas mediana', sku: 'MAS-TRA-M', price: 34_990 },
      { title: 'Arena sanitaria aglomerante 10 kg', sku: 'MAS-ARE-10', price: 12_990 },
      { title: 'Correa retráctil 5 m', sku: 'MAS-COR-5M', price: 11_990 },
    ],
  },
];
