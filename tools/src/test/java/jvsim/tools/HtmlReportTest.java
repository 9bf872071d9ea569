package jvsim.tools;

import static jvsim.tools.CliTest.jvsim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jvsim.embed.Javac;
import jvsim.embed.Jvsim;
import jvsim.embed.Verdict;
import org.htmlunit.WebClient;
import org.htmlunit.html.DomNode;
import org.htmlunit.html.HtmlAnchor;
import org.htmlunit.html.HtmlCheckBoxInput;
import org.htmlunit.html.HtmlElement;
import org.htmlunit.html.HtmlPage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * --html and the embedding API's html(): the page is loaded in a headless browser engine (HtmlUnit,
 * which runs its scripts and fails on a script error), and the tests click steps, links and toggles
 * and check what the page shows.
 */
class HtmlReportTest {
    @RegisterExtension
    static final CliPrograms programs = new CliPrograms()
            .program("demo.Racy",
                    "package demo;",
                    "public class Racy {",
                    "    static int count;",
                    "    static void work() {",
                    "        count++;",
                    "    }",
                    "    public static void main(String[] args) throws Exception {",
                    "        Thread t = new Thread(Racy::work, \"worker\");",
                    "        t.start();",
                    "        count += 10;",
                    "        t.join();",
                    "        System.out.println(\"count is \" + count + \" <&>\");",
                    "    }",
                    "}")
            .program("demo.Dead",
                    "package demo;",
                    "public class Dead {",
                    "    static final Object a = new Object(), b = new Object();",
                    "    public static void main(String[] args) throws Exception {",
                    "        Thread t = new Thread(() -> { synchronized (b) { synchronized (a) { } } }, \"other\");",
                    "        t.start();",
                    "        synchronized (a) { synchronized (b) { } }",
                    "        t.join();",
                    "    }",
                    "}")
            .program("demo.Boom", "package demo;", "public class Boom { public static void main(String[] a) {", " throw new IllegalStateException(\"boom\"); } }")
            .program("demo.Spin", "package demo;", "public class Spin { static volatile boolean stop; public static void main(String[] a) {", " long n = 0; while (!stop) { n++; Thread.onSpinWait(); } } }")
            .program("demo.Handoff",
                    "package demo;",
                    "public class Handoff {",
                    "    static final Object lock = new Object();",
                    "    static boolean ready;",
                    "    public static void main(String[] args) throws Exception {",
                    "        Thread t = new Thread(() -> { synchronized (lock) { ready = true; lock.notify(); } }, \"notifier\");",
                    "        t.start();",
                    "        synchronized (lock) {",
                    "            while (!ready) lock.wait();",
                    "        }",
                    "        throw new IllegalStateException(\"done\");",
                    "    }",
                    "}");

    static WebClient browser;

    @BeforeAll
    static void openBrowser() {
        browser = new WebClient();
        browser.getOptions().setThrowExceptionOnScriptError(true);
    }

    @AfterAll
    static void closeBrowser() {
        browser.close();
    }

    private static HtmlPage open(Path file) throws IOException {
        return browser.getPage(file.toUri().toURL());
    }

    private static List<HtmlElement> all(DomNode page, String selector) {
        List<HtmlElement> out = new ArrayList<>();
        for (DomNode n : page.querySelectorAll(selector)) out.add((HtmlElement) n);
        return out;
    }

    /** The text of the cell of a step row (the row's only non-empty cell besides the step number). */
    private static HtmlElement cell(HtmlElement row) {
        return row.querySelector("td.cell");
    }

    @Test
    void aRaceShowsBothAccessesWithTheirSourceAndTheOutput() throws IOException {
        Path html = programs.file("race.html");
        CliTest.Result r = programs.run("demo.Racy", "--listener=race", "--html=" + html, "--source-path=" + programs.sources());
        assertEquals(1, r.status(), r.err());
        HtmlPage page = open(html);
        assertTrue(page.getTitleText().contains("data-race"), page.getTitleText());
        assertTrue(page.getElementById("verdict").asNormalizedText().contains("1 violation: data-race"), page.asNormalizedText());
        // a swimlane per thread
        List<String> lanes = all(page, "th.lane").stream().map(HtmlElement::asNormalizedText).toList();
        assertEquals(List.of("main", "worker"), lanes);
        // the two accesses of the race, highlighted, each in its thread's lane with its source line
        List<HtmlElement> culprits = all(page, "tr.culprit");
        assertEquals(2, culprits.size(), page.asXml());
        List<String> texts = culprits.stream().map(row -> cell(row).asNormalizedText()).toList();
        assertTrue(texts.stream().anyMatch(t -> t.contains("demo.Racy.main(Racy.java:10)") && t.contains("count += 10;")), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.contains("demo.Racy.work(Racy.java:5)") && t.contains("count++;")), texts.toString());
        for (HtmlElement row : culprits) {
            String thread = cell(row).getAttribute("data-thread");
            int column = row.querySelectorAll("td").size() > 0 ? indexOfCell(row) : -1;
            assertEquals(lanes.indexOf(thread) + 1, column, "the step is in its thread's lane");
        }
        // the output as it appeared (escaped, not markup)
        assertTrue(page.getElementById("v1-output").asNormalizedText().contains("count is"), page.asNormalizedText());
        assertTrue(page.getElementById("v1-output").asNormalizedText().contains("<&>"));
    }

    private static int indexOfCell(HtmlElement row) {
        int i = 0;
        for (DomNode td : row.querySelectorAll("td")) {
            if (td == cell(row)) return i;
            i++;
        }
        return -1;
    }

    @Test
    void clickingAStepShowsItsSourceAndTheLinkGoesToTheThreadsNextStep() throws IOException {
        Path html = programs.file("click.html");
        assertEquals(1, programs.run("demo.Racy", "--listener=race", "--html=" + html, "--source-path=" + programs.sources()).status());
        HtmlPage page = open(html);
        HtmlElement detail = (HtmlElement) page.getElementById("v1-detail");
        assertFalse(detail.isDisplayed(), "no step selected yet");

        HtmlElement race = all(page, "tr.culprit").stream().filter(row -> cell(row).asNormalizedText().contains("count++;")).findFirst().orElseThrow();
        page = cell(race).click();
        detail = (HtmlElement) page.getElementById("v1-detail");
        assertTrue(detail.isDisplayed());
        String shown = detail.asNormalizedText();
        assertTrue(shown.contains("of \"worker\""), shown);
        assertTrue(shown.contains("demo/Racy.java"), shown);
        // the source around the line, the line itself marked
        HtmlElement at = detail.querySelector("pre.context .at");
        assertNotNull(at, detail.asXml());
        assertTrue(at.asNormalizedText().matches("\\s*5\\s+count\\+\\+;"), at.asNormalizedText());
        assertTrue(shown.contains("static void work() {"), "lines before: " + shown);
        assertEquals(List.of(race.getId()), all(page, "tr.selected").stream().map(HtmlElement::getId).toList());

        // main's steps: follow its "next step" links from the first to the last
        HtmlElement first = all(page, "tr.step").get(0);
        assertEquals("main", cell(first).getAttribute("data-thread"));
        HtmlElement row = first;
        int followed = 0;
        HtmlAnchor next;
        while ((next = cell(row).querySelector("a.next")) != null) {
            String target = next.getHrefAttribute().substring(1);
            page = next.click();
            HtmlElement selected = all(page, "tr.selected").get(0);
            assertEquals(target, selected.getId());
            assertEquals("main", cell(selected).getAttribute("data-thread"), "the next step of the same thread");
            assertTrue(Integer.parseInt(cell(selected).getAttribute("data-step")) > Integer.parseInt(cell(row).getAttribute("data-step")));
            assertTrue(page.getElementById("v1-detail").asNormalizedText().contains("Step " + cell(selected).getAttribute("data-step") + " of \"main\""));
            row = selected;
            followed++;
        }
        assertTrue(followed >= 3, "main has several steps: " + followed);
        assertTrue(cell(row).asNormalizedText().contains("last step of \"main\""), cell(row).asNormalizedText());
    }

    @Test
    void theToggleHidesAndShowsTheStepsInsideTheJdk() throws IOException {
        Path html = programs.file("toggle.html");
        assertEquals(1, programs.run("demo.Racy", "--listener=race", "--html=" + html).status());
        HtmlPage page = open(html);
        List<HtmlElement> jdk = all(page, "tr.jdk");
        assertFalse(jdk.isEmpty(), "the trace has steps inside the JDK (Thread.start, join, println)");
        assertTrue(jdk.stream().allMatch(HtmlElement::isDisplayed));
        HtmlCheckBoxInput box = (HtmlCheckBoxInput) page.getElementById("v1-show-jdk");
        page = box.click();
        for (HtmlElement row : all(page, "tr.jdk")) assertFalse(row.isDisplayed(), row.asNormalizedText());
        for (HtmlElement row : all(page, "tr.step:not(.jdk)")) assertTrue(row.isDisplayed(), row.asNormalizedText());
        assertTrue(all(page, "tr.culprit").stream().allMatch(HtmlElement::isDisplayed), "the race's steps stay");
        page = ((HtmlCheckBoxInput) page.getElementById("v1-show-jdk")).click();
        assertTrue(all(page, "tr.jdk").stream().allMatch(HtmlElement::isDisplayed));
    }

    /** A copy of the compiled classes in a Maven project's layout, project/target/classes, with its sources in project/src/main/java, or none. */
    private static Path mavenProject(Path project, boolean withSources) throws IOException {
        Path target = java.nio.file.Files.createDirectories(project.resolve("target/classes/demo"));
        try (var classFiles = java.nio.file.Files.list(programs.classes().resolve("demo"))) {
            for (Path f : classFiles.toList()) java.nio.file.Files.copy(f, target.resolve(f.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        if (withSources) {
            Path sources = java.nio.file.Files.createDirectories(project.resolve("src/main/java/demo"));
            java.nio.file.Files.copy(programs.sources().resolve("demo/Racy.java"), sources.resolve("Racy.java"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        return project.resolve("target/classes");
    }

    /** Without --source-path the page finds the sources beside the class path: X/target/classes, X/src/main/java. */
    @Test
    void sourcesBesideTheClassPathAreFoundByDefault() throws IOException {
        Path projectClasses = mavenProject(programs.file("project"), true);
        Path html = programs.file("default-sources.html");
        assertEquals(1, jvsim("--listener=race", "--html=" + html, "-cp", projectClasses.toString(), "demo.Racy").status());
        HtmlPage page = open(html);
        assertTrue(all(page, "code.src").stream().anyMatch(c -> c.asNormalizedText().equals("count += 10;")), page.asNormalizedText());
        assertEquals(null, page.getElementById("sources-missing"), page.asNormalizedText());
        // the embedding API as well
        Path api = programs.file("default-sources-api.html");
        Jvsim.target("demo.Racy").classpath(projectClasses).listener("race").html(api).run();
        assertTrue(open(api).asNormalizedText().contains("count += 10;"));
    }

    /**
     * Where no sources are found, the page says so at its top, without a click: which files, where
     * jvsim looked, and the option that adds them; --source-path then finds them.
     */
    @Test
    void missingSourcesAreSaidOnThePageWithHowToAddThem() throws IOException {
        // outside the tests' directory, whose src/ is 2 levels above a class directory there
        Path lonely = java.nio.file.Files.createTempDirectory("jvsim-html-nosources");
        try {
            Path projectClasses = mavenProject(lonely.resolve("a/b"), false);
            Path html = programs.file("no-sources.html");
            assertEquals(1, jvsim("--listener=race", "--html=" + html, "-cp", projectClasses.toString(), "demo.Racy").status());
            HtmlPage page = open(html);
            HtmlElement notice = (HtmlElement) page.getElementById("sources-missing");
            assertNotNull(notice, page.asNormalizedText());
            assertTrue(notice.isDisplayed());
            String text = notice.asNormalizedText();
            assertTrue(text.contains("Source not found for 1 file of the program (demo/Racy.java)"), text);
            assertTrue(text.contains("--source-path=<dir>"), text);
            assertTrue(all(page, "code.src").isEmpty());
            page = cell(all(page, "tr.culprit").get(0)).click();
            assertTrue(page.getElementById("v1-detail").asNormalizedText().contains("source not found"), page.getElementById("v1-detail").asNormalizedText());

            Path given = programs.file("given-sources.html");
            assertEquals(1, jvsim("--listener=race", "--html=" + given, "--source-path=" + programs.sources(), "-cp", projectClasses.toString(), "demo.Racy").status());
            HtmlPage found = open(given);
            assertEquals(null, found.getElementById("sources-missing"));
            assertTrue(found.asNormalizedText().contains("count += 10;"));
        } finally {
            try (var files = java.nio.file.Files.walk(lonely)) {
                for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) java.nio.file.Files.delete(p);
            }
        }
    }

    /** The default places: beside a class directory and up to its project, beside a jar, and the current directory's; each once, only those that exist. */
    @Test
    void theDefaultSourceRoots() throws IOException {
        Path project = programs.file("roots");
        Path classDir = java.nio.file.Files.createDirectories(project.resolve("target/classes"));
        Path main = java.nio.file.Files.createDirectories(project.resolve("src/main/java"));
        Path test = java.nio.file.Files.createDirectories(project.resolve("src/test/java"));
        Path given = java.nio.file.Files.createDirectories(programs.file("given"));
        Path jar = java.nio.file.Files.writeString(project.resolve("target/app.jar"), "");
        List<Path> roots = jvsim.embed.HtmlReport.sourceRoots(List.of(given), List.of(classDir, jar, project.resolve("no-such-dir")));
        assertEquals(List.of(given, classDir, main, test), roots.subList(0, 4), roots.toString());
        assertTrue(roots.contains(programs.sources()), "2 levels above the class directory: " + roots);
        assertFalse(roots.contains(project.resolve("target")), "a jar's directory is no source directory: " + roots);
        assertEquals(roots.size(), new java.util.HashSet<>(roots).size(), "each once: " + roots);
        assertTrue(roots.contains(Path.of("src/main/java").toAbsolutePath()), "the current directory's (the module's): " + roots);
    }

    @Test
    void aDeadlockHighlightsTheStepsOfEachThreadOfTheCycle() throws IOException {
        for (String listener : List.of("--listener=deadlock", "--sched=shared")) {
            Path html = programs.file("dead" + listener.length() + ".html");
            CliTest.Result r = programs.run("demo.Dead", listener, "--html=" + html, "--source-path=" + programs.sources());
            assertEquals(1, r.status(), r.err());
            HtmlPage page = open(html);
            assertTrue(page.getElementById("verdict").asNormalizedText().contains("deadlock"), page.asNormalizedText());
            List<HtmlElement> culprits = all(page, "tr.culprit");
            List<String> threads = culprits.stream().map(row -> cell(row).getAttribute("data-thread")).distinct().sorted().toList();
            assertEquals(List.of("main", "other"), threads, listener + ": " + page.asNormalizedText());
            // each thread of the cycle took its first lock on the line shown
            assertTrue(culprits.stream().anyMatch(row -> cell(row).asNormalizedText().contains("synchronized (a) { synchronized (b) { } }")), listener);
            assertTrue(culprits.stream().anyMatch(row -> cell(row).asNormalizedText().contains("synchronized (b) { synchronized (a) { } }")), listener);
        }
    }

    @Test
    void withoutASearchThePageShowsTheStackTrace() throws IOException {
        Path html = programs.file("none.html");
        CliTest.Result r = programs.run("demo.Boom", "--search=none", "--html=" + html);
        assertEquals(1, r.status(), r.err());
        HtmlPage page = open(html);
        assertTrue(page.getElementById("verdict").asNormalizedText().contains("uncaught-exception"), page.asNormalizedText());
        String stack = page.querySelector("pre.stack").asNormalizedText();
        assertTrue(stack.contains("demo.Boom.main(Boom.java:3)"), stack);
    }

    @Test
    void aRunPastMaxStepsShowsTheLoopingThreadsStack() throws IOException {
        Path html = programs.file("spin.html");
        // cut there and counted, the search goes on; the cut execution is not explored to its end: a limit
        assertEquals(3, programs.run("demo.Spin", "--max-steps=200", "--html=" + html).status());
        HtmlPage page = open(html);
        assertTrue(page.asNormalizedText().contains("ran past --max-steps"), page.asNormalizedText());
        assertTrue(page.getElementById("steplimit-stack").asNormalizedText().startsWith("demo.Spin.main(Spin.java:3)"), page.asNormalizedText());
    }

    @Test
    void aNotifyIsShownInTheStepItRanIn() throws IOException {
        Path html = programs.file("handoff.html");
        assertEquals(1, programs.run("demo.Handoff", "--html=" + html, "--source-path=" + programs.sources()).status());
        HtmlPage page = open(html);
        List<HtmlElement> notes = all(page, "td.cell .note");
        assertEquals(1, notes.size(), page.asNormalizedText());
        assertTrue(notes.get(0).asNormalizedText().startsWith("then notify java.lang.Object, waking \"main\" at demo.Handoff.lambda$main$0(Handoff.java:6)"), notes.get(0).asNormalizedText());
        HtmlElement cell = (HtmlElement) notes.get(0).getParentNode();
        assertEquals("notifier", cell.getAttribute("data-thread"));
        page = cell.click();
        assertTrue(page.getElementById("v1-detail").asNormalizedText().contains("then notify java.lang.Object"), page.getElementById("v1-detail").asNormalizedText());
        // main's wait and the re-acquisition that ends it are steps of main's lane
        List<String> mainOps = all(page, "td.cell[data-thread=main] .op").stream().map(HtmlElement::asNormalizedText).toList();
        assertTrue(mainOps.contains("wait java.lang.Object"), mainOps.toString());
        assertTrue(mainOps.stream().filter(o -> o.equals("acquire java.lang.Object")).count() >= 2, mainOps.toString());
    }

    @Test
    void theEmbeddingApiWritesThePage() throws IOException {
        Path html = programs.file("api.html");
        jvsim.embed.Report report = Jvsim.target("demo.Racy").classpath(programs.classes()).listener("race").html(html).sourcePath(programs.sources()).run();
        assertEquals(Verdict.VIOLATION, report.verdict());
        HtmlPage page = open(html);
        assertEquals(2, all(page, "tr.culprit").size(), page.asXml());
        assertTrue(page.asNormalizedText().contains("count += 10;"));
    }

    @Test
    void anUnwritablePageIsAUsageErrorBeforeTheSearch() {
        CliTest.Result r = programs.run("demo.Racy", "--html=" + programs.file("no/such/dir/x.html"));
        assertEquals(2, r.status());
        assertEquals(List.of("jvsim: cannot write HTML report " + programs.file("no/such/dir/x.html") + ": no directory " + programs.file("no/such/dir")), r.errLines());
        CliTest.Result s = programs.run("demo.Racy", "--source-path=" + programs.sources());
        assertEquals(2, s.status());
        assertEquals(List.of("jvsim: --source-path is for --html"), s.errLines());
    }

    @Test
    void aPrioritizedSearchShowsTheHeuristicAndMarksTheStepsAtImpactedLines() throws IOException {
        Path capp = programs.file("capp");
        Path oldClasses = Javac.compile(capp.resolve("old"), Map.of("Counter", CappCliTest.counter(false)));
        Path newSrc = capp.resolve("new-src");
        java.nio.file.Files.createDirectories(newSrc);
        java.nio.file.Files.writeString(newSrc.resolve("Counter.java"), CappCliTest.counter(true));
        Path newClasses = Javac.compile(capp.resolve("new"), Map.of("Counter", CappCliTest.counter(true)));
        Path html = programs.file("capp.html");
        CliTest.Result r = CliTest.jvsim("-cp", newClasses.toString(), "--changed-since=" + oldClasses, "--html=" + html, "--source-path=" + newSrc, "Counter");
        assertEquals(1, r.status(), r.err());
        HtmlPage page = open(html);
        assertEquals(jvsim.capp.Capp.DEFAULT, page.getElementById("heuristic").asNormalizedText());
        assertEquals(List.of("Counter.inc()V:3", "Counter#n"), all(page, "#impacted li").stream().map(HtmlElement::asNormalizedText).toList());
        assertTrue(page.getElementById("prioritization").asNormalizedText().contains("2 impacted code points"), page.asNormalizedText());
        // the lost update's accesses are on the changed line: marked, and no step elsewhere is
        List<HtmlElement> marked = all(page, "tr.impacted");
        assertFalse(marked.isEmpty(), page.asXml());
        for (HtmlElement row : marked) {
            assertTrue(cell(row).asNormalizedText().contains("Counter.inc(Counter.java:3)"), cell(row).asNormalizedText());
            assertTrue(cell(row).asNormalizedText().contains("at a change-impacted line"), cell(row).asNormalizedText());
        }
        for (HtmlElement row : all(page, "tr.step"))
            if (cell(row) != null && cell(row).asNormalizedText().contains("Counter.inc(Counter.java:3)")) assertTrue(marked.contains(row));
        // without prioritization there is no such section
        Path plain = programs.file("plain.html");
        assertEquals(1, CliTest.jvsim("-cp", newClasses.toString(), "--html=" + plain, "Counter").status());
        assertEquals(null, open(plain).getElementById("prioritization"));
    }
}
