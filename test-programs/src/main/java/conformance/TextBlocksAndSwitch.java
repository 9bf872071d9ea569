package conformance;

public class TextBlocksAndSwitch {
    static String classify(String s) {
        switch (s) {
            case "apple":
            case "banana":
                return "fruit";
            case "carrot":
                return "vegetable";
            case "Aa":
                return "Aa-collides";
            case "BB":
                return "BB-collides";
            case "":
                return "empty";
            default:
                return "unknown";
        }
    }

    static int fallthrough(String s) {
        int r = 0;
        switch (s) {
            case "one":
                r += 1;
            case "two":
                r += 10;
                break;
            case "three":
                r += 100;
            default:
                r += 1000;
        }
        return r;
    }

    public static void main(String[] args) {
        String tb = """
            Hello,
              indented line
            "quotes" and \"escaped\" \
            continued
            tab\there
            trailing space\s
            end""";
        for (String line : tb.split("\n")) {
            System.out.println("[" + line + "]");
        }
        System.out.println("tb length " + tb.length() + " hash " + tb.hashCode());
        String json = """
            {
              "name": "jvsim",
              "version": 17
            }
            """;
        System.out.println("json lines " + json.lines().count() + " endsWithNewline " + json.endsWith("\n"));
        System.out.print(json);
        System.out.println("Aa hash " + "Aa".hashCode() + " BB hash " + "BB".hashCode());
        for (String s : new String[]{"apple", "banana", "carrot", "Aa", "BB", "", "zzz", "APPLE"}) {
            System.out.println("classify " + s + " -> " + classify(s));
        }
        for (String s : new String[]{"one", "two", "three", "four"}) {
            System.out.println("fallthrough " + s + " -> " + fallthrough(s));
        }
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("switch null -> " + e.getClass().getName());
        }
    }
}
