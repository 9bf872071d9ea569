import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Start-up benchmark, CPU-bound on objects and the JDK's collections: builds pseudo-random words with
 * a StringBuilder, counts them in a HashMap, sorts the entries by count with a comparator (lambda)
 * and prints the most frequent ones with a checksum.
 */
public class Words {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 300_000;
        Map<String, Integer> counts = new HashMap<>();
        int x = 42;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            x = x * 1103515245 + 12345;
            int len = 1 + ((x >>> 16) & 3);
            for (int k = 0; k < len; k++) { x = x * 1103515245 + 12345; sb.append((char) ('a' + ((x >>> 16) % 6))); }
            counts.merge(sb.toString(), 1, Integer::sum);
        }
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort((a, b) -> a.getValue().equals(b.getValue()) ? a.getKey().compareTo(b.getKey()) : b.getValue() - a.getValue());
        long check = 0;
        for (Map.Entry<String, Integer> e : entries) check = check * 31 + e.getKey().hashCode() + e.getValue();
        System.out.println(entries.size() + " words, top " + entries.subList(0, 3) + ", checksum " + check);
    }
}
