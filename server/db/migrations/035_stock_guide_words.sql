-- The stock guide was written before the Stock screens: it told sellers to "select the file" and to
-- stay on the page, and that a row missing a field rejects the file. The screens have a template, a
-- mode (replace or add), an upload that runs on the server, a whole-file refusal only for missing
-- columns and a report per row; and a quantity is also set in place. Each answer is replaced only
-- while it is still the text first shipped: an answer an admin edited stays as they left it.
update learning_guide_questions set content = $guide$1. En **Stock**, presiona **Descargar plantilla**: trae las columnas **SKU**, **Bodega** y **Cantidad**.
2. Completa una fila por SKU y bodega, con las unidades que tienes **en mano** (un número entero).
3. Elige el archivo en **Archivo Excel**, indica si sus cantidades **reemplazan** tu stock en mano o **se suman** a él, y presiona **Cargar**.
4. La carga avanza en el servidor: puedes salir de la página y volver. Al terminar ves cuántas filas se aplicaron y un **reporte por fila** con las que se omitieron y por qué.

Para corregir un solo SKU no necesitas un archivo: en la lista, presiona **Editar** junto a sus unidades en mano.
El portal solo acepta archivos Excel (.xlsx) de hasta 10 MB: un archivo de otro formato se rechaza por **formato inválido**.$guide$
 where module = 'stock' and display_position = 1 and content = $guide$1. Prepara un archivo **Excel** con tus productos y la cantidad disponible de cada uno, con **todos los campos obligatorios** completos.
2. En **Stock**, selecciona el archivo y cárgalo.
3. Revisa el resultado de la carga antes de salir de la página.

El portal solo acepta archivos Excel: un archivo de otro formato se rechaza por **formato inválido**.$guide$;

update learning_guide_questions set content = $guide$Un archivo se rechaza entero cuando:

- **No seleccionaste un archivo** antes de cargar.
- **No es un Excel** (.xlsx), por ejemplo un CSV o un PDF, o pesa más de 10 MB.
- **Le faltan columnas obligatorias** (SKU, Bodega o Cantidad): el aviso dice cuáles. Usa la plantilla sin cambiar los títulos.

Si el archivo está bien pero algunas filas no, se aplican las correctas y el **reporte por fila** dice qué corregir en las demás: un SKU o una bodega que no son tuyos, una cantidad que no es un número entero, una negativa al reemplazar, o una fila repetida. Corrige esas filas y vuelve a cargarlas.$guide$
 where module = 'stock' and display_position = 2 and content = $guide$Un archivo se rechaza cuando:

- **No es un Excel**, por ejemplo un CSV o un PDF.
- **Le faltan campos obligatorios** en alguna fila.
- **No seleccionaste un archivo** antes de cargar.

Corrige el archivo y vuelve a cargarlo. Revisa también que las cantidades sean **números**, sin letras ni símbolos.$guide$;

update learning_guide_questions set content = $guide$Si cargas tus productos con una integración (**Centry**, **Multivende**, **Relbase**, **Starkoms** u otra), es la integración la que informa tu stock, y por eso la sección **Stock** no aparece en tu menú.

En **Existencias** ves, por SKU y bodega, las unidades que tu integración nos informó y cuándo llegó el último dato. Para cambiarlas, actualízalas en tu integración. La sección **Stock** es para los sellers de **carga directa**.$guide$
 where module = 'stock' and display_position = 4 and content = $guide$Si cargas tus productos con una integración (**Centry**, **Multivende**, **Relbase**, **Starkoms** u otra), es la integración la que informa tu stock, y por eso la sección **Stock** no aparece en tu menú.

Actualiza las cantidades directamente en tu integración. La sección **Stock** es para los sellers de **carga directa**.$guide$;
