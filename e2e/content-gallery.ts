import { renderFigure } from "../supabase/questions/figures"
import { SAMPLES } from "../supabase/questions/figures/samples"
import { renderMath } from "../supabase/questions/html"

/*
 * The content gallery: every kind of content a question can hold, built the
 * way the bank builds it (LaTeX through temml, figures through our SVG
 * renderer), so one spec can draw it in every place questions are shown and
 * check that each place draws it the same way.
 */

export type GalleryItem = {
  name: string
  passage: string | null
  text: string
  options: Record<"A" | "B" | "C" | "D", string>
}

const math = (html: string) => renderMath(html).html
const figure = (f: (typeof SAMPLES)[keyof typeof SAMPLES]) => `<figure>${renderFigure(f)}</figure>`
const plainOptions = (a: string, b: string, c: string, d: string) => ({ A: a, B: b, C: c, D: d })

export const GALLERY: GalleryItem[] = [
  {
    name: "table",
    passage:
      "<p>A city measured how hot two kinds of roof became on a summer afternoon, and how warm the rooms beneath them stayed.</p>" +
      "<table><caption>Roof and indoor temperatures at 3 p.m.</caption><thead><tr>" +
      '<th scope="col">Roof type</th><th scope="col">Roof surface temperature (°C)</th><th scope="col">Indoor temperature (°C)</th>' +
      "</tr></thead><tbody>" +
      '<tr><th scope="row">Planted (green) roof</th><td>39</td><td>24</td></tr>' +
      '<tr><th scope="row">Dark asphalt roof</th><td>71</td><td>29</td></tr>' +
      '<tr><th scope="row">White reflective roof</th><td>45</td><td>25</td></tr>' +
      "</tbody></table>",
    text: "<p>Which choice most effectively uses data from the table to support the city's plan?</p>",
    options: plainOptions(
      "The planted roof stayed 32 °C cooler than the asphalt roof.",
      "The white roof was the hottest of the three.",
      "Indoor temperatures were the same under every roof.",
      "The asphalt roof kept the rooms below it coolest.",
    ),
  },
  {
    name: "two-texts",
    passage:
      "<p><strong>Text 1</strong><br>Some teachers argue that summer reading lists should hold only long-admired novels, since they give students a shared set of stories to discuss.</p>" +
      "<p><strong>Text 2</strong><br>Others answer that students who choose their own books read more of them, and that the habit matters more than any one title.</p>",
    text: "<p>Based on the texts, how would the author of Text 2 most likely respond to Text 1?</p>",
    options: plainOptions(
      "By agreeing that a shared list matters most",
      "By stressing the value of students' own choices",
      "By rejecting summer reading altogether",
      "By proposing a longer list of novels",
    ),
  },
  {
    name: "poem",
    passage:
      "<p>The following text is from a poem written for this practice test.</p>" +
      "<p>The kettle hums the way you used to hum,<br>the gate still sticks where you would lift and swing,<br>" +
      "and every spoon I set out counts to two<br>before I catch myself and put one back.</p>",
    text: "<p>Which choice best describes the overall structure of the text?</p>",
    options: plainOptions(
      "A list of objects that each recall an absent person",
      "A description of a journey in order",
      "An argument followed by its rebuttal",
      "A question answered in the final line",
    ),
  },
  {
    name: "notes",
    passage:
      "<p>While researching a topic, a student has taken the following notes:</p><ul>" +
      "<li>A small town's observatory opened to the public in 1897.</li>" +
      "<li>It was paid for by a local merchant.</li>" +
      "<li>Its main telescope has a lens 40 centimeters across.</li>" +
      "<li>A planetarium was added in 1978.</li></ul>",
    text: "<p>The student wants to state when the observatory opened. Which choice most effectively uses relevant information from the notes?</p>",
    options: plainOptions(
      "The observatory opened to the public in 1897.",
      "A planetarium was added in 1978.",
      "Its lens is 40 centimeters across.",
      "A merchant paid for it.",
    ),
  },
  {
    name: "inline-math",
    passage: null,
    text: math(
      "<p>The mass of a sample, in grams, is \\(m(t)=640\\left(\\frac{1}{2}\\right)^{\\frac{t}{8}}\\) after \\(t\\) days. " +
        "Which is equivalent to \\(3x^2+5x-x^2+2x\\), given \\(\\sqrt{x+4}=a_{1}\\) and \\(\\overline{AB}\\) has length \\(x_2^3\\)?</p>",
    ),
    options: {
      A: math("\\(2x^2+7x\\)"),
      B: math("\\(\\frac{3}{4}x^{2}\\)"),
      C: math("\\(\\sqrt{21}\\)"),
      D: math("\\(a_{n-1}+\\frac{x+1}{2}\\)"),
    },
  },
  {
    name: "graphs",
    passage: null,
    text: `${figure(SAMPLES.parabola)}${figure(SAMPLES.lineAndCurve)}<p>The graphs of \\(f\\), \\(g\\) and \\(h\\) are shown. At how many points do they meet?</p>`.replace(
      /\\\((.+?)\\\)/g,
      (m) => math(m),
    ),
    options: plainOptions("0", "1", "2", "3"),
  },
  {
    name: "charts",
    passage: `<p>A class grew seedlings in three soils and watered them daily or weekly.</p>${figure(SAMPLES.groupedBar)}${figure(SAMPLES.singleBar)}`,
    text: "<p>Which choice best describes data from the graphs?</p>",
    options: plainOptions(
      "Peat mix watered daily sprouted most.",
      "Clay watered weekly sprouted least.",
      "December had the most books borrowed.",
      "Sandy loam sprouted the same either way.",
    ),
  },
  {
    name: "scatter-and-lines",
    passage: null,
    text: `${figure(SAMPLES.scatterWithFit)}${figure(SAMPLES.twoLines)}<p>Based on the line of best fit, what typing speed is predicted for 5 hours of practice?</p>`,
    options: plainOptions("40", "45", "50", "55"),
  },
]

/**
 * Puts gallery item i into the i-th question of an RPC's JSON answer
 * (a list of questions, one question, or a result holding `questions`), or
 * `only` into every question,
 * whatever the field names of that RPC (`question_text` or `text`). A
 * question without options (a typed response) keeps none.
 */
export function withGallery(body: unknown, only?: GalleryItem): unknown {
  const place = (q: Record<string, unknown>, item: GalleryItem) => {
    if ("passage" in q) q.passage = item.passage
    if ("question_text" in q) q.question_text = item.text
    if ("text" in q) q.text = item.text
    if (q.options) q.options = item.options
    return q
  }
  if (Array.isArray(body)) {
    const items = body as Record<string, unknown>[]
    return only ? items.map((q) => place(q, only)) : items.map((q, i) => (GALLERY[i] ? place(q, GALLERY[i]) : q))
  }
  const record = body as Record<string, unknown>
  if (Array.isArray(record.questions)) return { ...record, questions: withGallery(record.questions, only) }
  return place(record, only ?? GALLERY[0]!)
}
