package libs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;

/** Jackson 2: a bean and a tree written to JSON and read back. */
public class JacksonRoundTrip {
    public static class Point {
        public int x, y;
        public String label;
        public List<Integer> tags;
    }

    public static void main(String[] args) throws Exception {
        ObjectMapper m = new ObjectMapper();
        Point p = new Point();
        p.x = 3; p.y = -4; p.label = "p\"1"; p.tags = List.of(1, 2);
        String json = m.writeValueAsString(p);
        System.out.println(json);
        Point q = m.readValue(json, Point.class);
        System.out.println(q.x + " " + q.y + " " + q.label + " " + q.tags);
        JsonNode tree = m.readTree("{\"a\": [1, 2.5, true, null], \"b\": {\"c\": \"d\"}}");
        System.out.println(tree.get("a").size() + " " + tree.at("/b/c").asText() + " " + tree);
        Map<?, ?> map = m.readValue(json, Map.class);
        System.out.println(map);
    }
}
