package libs;

import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.builder.ReflectionToStringBuilder;
import org.apache.commons.lang3.builder.ToStringStyle;
import org.apache.commons.lang3.text.WordUtils;

/** commons-lang3: string utilities and a reflective toString. */
public class Lang3Strings {
    static class Pair { int left = 1; String right = "two"; }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) {
        System.out.println(StringUtils.abbreviate("abcdefghij", 6) + " " + StringUtils.capitalize("word") + " " + StringUtils.leftPad("7", 3, '0'));
        System.out.println(StringUtils.join(StringUtils.split("a b  c"), "-") + " " + StringUtils.reverse("jvsim") + " " + StringUtils.countMatches("banana", "an"));
        System.out.println(WordUtils.wrap("the quick brown fox jumps over the lazy dog", 12));
        System.out.println(ReflectionToStringBuilder.toString(new Pair(), ToStringStyle.SHORT_PREFIX_STYLE));
    }
}
