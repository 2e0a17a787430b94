// The hidden part's journal page (es), written for this set and sharing no sentence with any other
// part: the first page of an article in an agricultural science journal on deficit irrigation of a
// hedgerow olive grove near Jaén, with the authors and their institutions, the abstract, the key
// words, the introduction and the start of the methods, the corresponding author and the DOI at the
// foot. The parish newsletter (pl): records-hidden-parish.ts.

export interface JournalParts {
  /** The journal, the issue and pages, the ISSN. */
  journal: [string, string, string];
  kind: string;
  title: string;
  authors: string;
  affiliations: string[];
  dates: string;
  /** The abstract's heading and text, the key words' label and words. */
  abstract: [string, string];
  keywords: [string, string];
  /** Sections and subsections: heading, paragraphs. */
  sections: Array<[string, string[]]>;
  foot: string[];
  page: string;
}

export const JOURNAL_ES: JournalParts = {
  journal: ['Revista Iberoamericana de Ciencias Agrarias', 'Vol. 18, n.º 2 (2026), pp. 141-156', 'ISSN 2174-3906'],
  kind: 'Artículo original',
  title: 'Riego deficitario controlado en olivar en seto: efectos sobre la producción y la calidad del aceite en la campiña de Jaén',
  authors: 'Lucía Morales Cuesta¹*, Andrés Villalba Ortega¹ y Marta Iglesias Rubio²',
  affiliations: [
    '¹ Departamento de Agronomía, Universidad de Jaén, Campus Las Lagunillas s/n, 23071 Jaén, España',
    '² Instituto de Investigación y Formación Agraria y Pesquera, Centro Venta del Llano, 23620 Mengíbar, España',
  ],
  dates: 'Recibido: 14 de octubre de 2025 · Aceptado: 9 de febrero de 2026',
  abstract: [
    'Resumen',
    'El olivar en seto, con densidades superiores a 1500 árboles por hectárea, ocupa una superficie creciente en Andalucía, pero su elevado consumo de agua lo hace vulnerable a las restricciones de riego. Durante tres campañas (2022, 2023 y 2024) se compararon en una plantación comercial de la variedad Arbequina tres estrategias: riego completo según la evapotranspiración del cultivo (RC), riego deficitario controlado con una reducción del 60 % durante el endurecimiento del hueso (RDC60) y riego deficitario sostenido al 50 % durante toda la campaña (RDS50). El RDC60 redujo el agua aplicada en un 31 % sin disminuir de forma significativa la producción de aceite por hectárea, mientras que el RDS50 la redujo en un 18 %. Los aceites de los tratamientos deficitarios presentaron más polifenoles totales y mayor estabilidad oxidativa. El RDC es, por tanto, una alternativa viable para ahorrar agua en el olivar en seto sin comprometer su rentabilidad.',
  ],
  keywords: ['Palabras clave:', 'Olea europaea; Arbequina; estrés hídrico; polifenoles; eficiencia en el uso del agua.'],
  sections: [
    [
      '1. Introducción',
      [
        'España es el primer productor mundial de aceite de oliva, y la provincia de Jaén aporta por sí sola cerca de la mitad de la producción nacional. En las dos últimas décadas, una parte de las nuevas plantaciones se ha establecido en seto, un sistema que permite la recolección con cosechadoras cabalgantes y reduce de forma notable los costes de cultivo.',
        'Sin embargo, el olivar en seto depende del riego para alcanzar producciones rentables, y las sequías de 2022 y 2023 obligaron a las comunidades de regantes del Guadalquivir a reducir las dotaciones por debajo de 1000 m³ por hectárea y año.',
        'El riego deficitario controlado (RDC) consiste en reducir el aporte de agua en los periodos en que el cultivo es menos sensible al estrés hídrico. En el olivo, la fase de endurecimiento del hueso, que en la campiña de Jaén va aproximadamente de principios de julio a finales de agosto, se ha señalado como la más adecuada para aplicar estas reducciones.',
        'El objetivo de este trabajo fue evaluar durante tres campañas el efecto de dos estrategias de riego deficitario sobre la producción, el rendimiento graso y la calidad del aceite en una plantación comercial en seto.',
      ],
    ],
    ['2. Material y métodos', []],
    [
      '2.1. Parcela experimental',
      [
        'El ensayo se realizó en una finca comercial del término municipal de Mengíbar (37° 58′ N, 3° 47′ O; 310 m de altitud), en una plantación de Arbequina establecida en 2012 con un marco de 4 × 1,5 m, es decir, 1667 árboles por hectárea.',
        'El suelo es un vertisol de textura arcillosa, con una capacidad de retención de agua de 180 mm en el primer metro. El clima es mediterráneo continental, con una precipitación media anual de 480 mm y una evapotranspiración de referencia de 1350 mm.',
      ],
    ],
    [
      '2.2. Tratamientos de riego',
      [
        'Los tres tratamientos se dispusieron en bloques al azar con cuatro repeticiones. Cada parcela elemental constaba de tres filas de 20 árboles, de los que se controlaron los diez centrales de la fila intermedia.',
        'El riego se aplicó por goteo, con dos emisores de 2,3 L/h por árbol. La dosis del tratamiento RC se calculó cada semana a partir de la evapotranspiración de referencia de la estación agroclimática más próxima y de un coeficiente de cultivo ajustado a la cobertura del seto.',
      ],
    ],
    [
      '2.3. Medidas y análisis',
      [
        'El estado hídrico de los árboles se siguió cada dos semanas midiendo el potencial hídrico de tallo al mediodía con una cámara de presión, en dos hojas por árbol próximas al tronco y cubiertas con una bolsa de aluminio al menos una hora antes de la medida.',
        'La cosecha se realizó con cosechadora cabalgante en la segunda quincena de noviembre. Se pesó por separado la producción de cada parcela y se tomó una muestra de 3 kg de aceitunas para determinar el rendimiento graso y extraer el aceite en un sistema de laboratorio.',
      ],
    ],
  ],
  foot: ['* Autora para correspondencia: lmorales@ujaen.es', 'https://doi.org/10.21704/rica.v18n2.2026.141'],
  page: '141',
};
