package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of README.md and docs/*.md leads somewhere: the file or folder exists, and a
 * {@code #anchor} is a heading of that Markdown file (as GitHub makes anchors of headings). Docs
 * move (docs/search.md was split by topic); their links must move with them.
 */
class DocsLinksTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6}\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern FENCE = Pattern.compile("(?ms)^```.*?^```");

    /** README.md and docs/*.md. */
    static List<Path> docs() throws IOException {
        List<Path> out = new ArrayList<>(List.of(DocsCommandsTest.ROOT.resolve("README.md")));
        try (Stream<Path> s = Files.list(DocsCommandsTest.ROOT.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(out::add);
        }
        return out;
    }

    /** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, blanks as '-', repeats numbered. */
    static Set<String> anchors(String markdown) {
        Set<String> out = new HashSet<>();
        Matcher m = HEADING.matcher(FENCE.matcher(markdown).replaceAll(""));
        while (m.find()) {
            String slug = m.group(1).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
            String unique = slug;
            for (int i = 1; out.contains(unique); i++) unique = slug + "-" + i;
            out.add(unique);
        }
        return out;
    }

    @Test
    void anchorsAreGitHubs() {
        assertEquals(Set.of("how-the-search-works", "subjects-and-jvsim-bench", "change-aware-prioritization-capp", "the-launcher", "the-launcher-1"),
                anchors("# How the search works\n## Subjects and `jvsim bench`\n### Change-aware prioritization (CAPP)\n## The launcher\n```\n# not a heading\n```\n## The launcher\n"));
    }

    @Test
    void everyRelativeLinkLeadsSomewhere() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path doc : docs()) {
            String text = Files.readString(doc, StandardCharsets.UTF_8);
            Matcher m = LINK.matcher(FENCE.matcher(text).replaceAll(""));
            while (m.find()) {
                String link = m.group(1);
                if (link.matches("^[a-z]+:.*")) continue; // http:, https:, mailto:
                int hash = link.indexOf('#');
                String file = hash < 0 ? link : link.substring(0, hash), anchor = hash < 0 ? null : link.substring(hash + 1);
                Path target = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
                String where = DocsCommandsTest.ROOT.relativize(doc) + ": (" + link + ")";
                if (!Files.exists(target)) {
                    broken.add(where + " no such file");
                } else if (anchor != null && target.toString().endsWith(".md")
                        && !anchors(Files.readString(target, StandardCharsets.UTF_8)).contains(anchor)) {
                    broken.add(where + " no such heading");
                }
            }
        }
        assertEquals(List.of(), broken, "broken links in the docs");
    }
}
